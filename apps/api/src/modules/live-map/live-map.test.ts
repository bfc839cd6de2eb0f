import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeLocationCaptures } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

let t: TestApp;
let hq: string;
let other: string;
type Headers = Record<string, string>;

async function staff(headquarterId: string, permissions: string[]) {
  const made = await createUser(t.db, { headquarterIds: [headquarterId], permissions });
  return authHeaders((await login(t.app, made.user.username, made.password)).access, headquarterId);
}
const get = (url: string, headers: Headers) => t.app.inject({ method: "GET", url, headers });

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  other = (await createHeadquarter(t.db, { companyId: company.id })).id;
});
afterAll(() => t?.close());

describe("GET /api/locations/ (the live map)", () => {
  it("lists the headquarter's linked couriers with their latest point, state and open services, and the open services' points", async () => {
    const free = await createCourier(t.db, {
      headquarterIds: [hq],
      isOnline: true,
      firstName: "Ana",
      lastName: "Libre",
      username: "ana_libre",
      location: { latitude: 4.651, longitude: -74.061 },
    });
    const busy = await createCourier(t.db, { headquarterIds: [hq], isOnline: true, firstName: "Beto", lastName: "Ocupado" });
    const blocked = await createCourier(t.db, {
      headquarterIds: [hq],
      isOnline: true,
      blockedIn: [hq],
      firstName: "Carla",
      lastName: "Bloqueada",
    });
    const offline = await createCourier(t.db, { headquarterIds: [hq], firstName: "Dora", lastName: "Desconectada" });
    await createCourier(t.db, { headquarterIds: [hq], status: "disaffiliated", firstName: "Eva", lastName: "Ida" });
    await createCourier(t.db, { headquarterIds: [other], isOnline: true, firstName: "Fabio", lastName: "Otra" });
    const assigned = await createServiceRow(t.db, hq, { status: "assigned", messengerId: busy.id });
    await createServiceRow(t.db, hq, { status: "finished", messengerId: busy.id });
    const waiting = await createServiceRow(t.db, hq, { status: "by_assign" });
    await createServiceRow(t.db, other, { status: "by_assign" });

    const admin = await staff(hq, ["view_map_menu"]);
    const res = await get("/api/locations/", admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.messengers.map((m: { full_name: string; state: string }) => [m.full_name, m.state])).toEqual([
      ["Ana Libre", "free"],
      ["Beto Ocupado", "busy"],
      ["Carla Bloqueada", "blocked"],
      ["Dora Desconectada", "offline"],
    ]);
    expect(body.messengers[0]).toMatchObject({
      uuid: free.id,
      nickname: "ana_libre",
      latitude: 4.651,
      longitude: -74.061,
      is_online: true,
      blocked: false,
      using_fake_location: false,
      services: [],
    });
    expect(body.messengers[1].services).toEqual([{ uuid: assigned.id, consecutive: assigned.consecutive, status: "assigned" }]);
    expect(body.messengers[2]).toMatchObject({ uuid: blocked.id, blocked: true });
    expect(body.messengers[3]).toMatchObject({ uuid: offline.id, latitude: null, longitude: null, location_at: null });
    expect(body.services.map((s: { uuid: string }) => s.uuid).sort()).toEqual([assigned.id, waiting.id].sort());
    const drawn = body.services.find((s: { uuid: string }) => s.uuid === assigned.id);
    expect(drawn).toMatchObject({ status: "assigned", messenger: busy.id });
    expect(drawn.locations).toEqual([
      { type: "origin", position: 0, address: "Calle 72 # 10-34", latitude: 4.65, longitude: -74.06 },
      { type: "destination", position: 1, address: "Carrera 15 # 93-47", latitude: 4.68, longitude: -74.05 },
    ]);
  });

  it("paints 'fake' exactly the couriers the fake-location alert counts: those with an open capture", async () => {
    const own = (await createHeadquarter(t.db)).id;
    const open = await createCourier(t.db, { headquarterIds: [own], isOnline: true, firstName: "Gina", lastName: "Abierta" });
    const closed = await createCourier(t.db, { headquarterIds: [own], isOnline: true, firstName: "Hugo", lastName: "Cerrada" });
    const capture = (messengerId: string, endedAt: Date | null) => ({
      messengerId,
      startedAt: new Date(Date.now() - 3_600_000),
      endedAt,
      lastDetectedAt: new Date(Date.now() - 60_000),
      detections: 1,
      points: [],
      evidenceCounts: { jump: 1 },
    });
    await t.db.insert(fakeLocationCaptures).values([capture(open.id, null), capture(closed.id, new Date())]);
    const admin = await staff(own, ["view_map_menu"]);
    const alert = (await get("/api/fake-locations/", admin)).json();
    expect(alert.map((c: { full_name: string; open: boolean }) => [c.full_name, c.open])).toEqual([
      ["Gina Abierta", true],
      ["Hugo Cerrada", false],
    ]);
    const map = (await get("/api/locations/", admin)).json();
    expect(
      map.messengers.map((m: { full_name: string; state: string; using_fake_location: boolean }) => [
        m.full_name,
        m.state,
        m.using_fake_location,
      ]),
    ).toEqual([
      ["Gina Abierta", "fake", true],
      ["Hugo Cerrada", "free", false],
    ]);
  });

  it("is refused without view_map_menu and answers only the headquarter of the request", async () => {
    const noMap = await staff(hq, ["view_desktop_menu"]);
    expect((await get("/api/locations/", noMap)).statusCode).toBe(403);
    const elsewhere = await staff(other, ["view_map_menu"]);
    const res = await get("/api/locations/", elsewhere);
    expect(res.json().messengers.map((m: { full_name: string }) => m.full_name)).toEqual(["Fabio Otra"]);
  });
});

describe("GET /api/maps/style/", () => {
  it("answers null without MAP_STYLE_URL (the web draws its offline style) and the URL when set", async () => {
    const anyone = await staff(hq, []);
    expect((await get("/api/maps/style/", anyone)).json()).toEqual({ style_url: null });
    const styled = await createTestApp({ config: { mapStyleUrl: "https://tiles.example.com/style.json" } });
    try {
      const made = await createUser(styled.db, { headquarterIds: [(await createHeadquarter(styled.db)).id], permissions: [] });
      const { access } = await login(styled.app, made.user.username, made.password);
      const res = await styled.app.inject({ method: "GET", url: "/api/maps/style/", headers: authHeaders(access) });
      expect(res.json()).toEqual({ style_url: "https://tiles.example.com/style.json" });
    } finally {
      await styled.close();
    }
  });
});
