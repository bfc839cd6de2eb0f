import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInCourier } from "../../test/courier-session.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { square } from "../../test/geozone-factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

let t: TestApp;
let hq: string;
let other: string;
type Headers = Record<string, string>;
let desk: Headers;

async function staff(headquarterId: string, permissions: string[]) {
  const made = await createUser(t.db, { headquarterIds: [headquarterId], permissions });
  return authHeaders((await login(t.app, made.user.username, made.password)).access, headquarterId);
}
const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const locations = (headers: Headers) => call("GET", "/api/users/messengers/geozone-locations/", headers);

// Chapinero: the 0.01° square at (4.64 N, -74.07 W); Usaquén: the one at (4.69 N, -74.04 W).
const IN_CHAPINERO = { latitude: 4.645, longitude: -74.065 };
const IN_USAQUEN = { latitude: 4.695, longitude: -74.035 };
const NOWHERE = { latitude: 4.6, longitude: -74.1 };

async function online(headquarterId: string, lastName: string, location: { latitude: number; longitude: number }) {
  const courier = await signedInCourier(t, { headquarterIds: [headquarterId], firstName: "Mensajero", lastName, location });
  const res = await courier.call("POST", "/api/courier/activation/", { headquarter: headquarterId, online: true });
  expect(res.statusCode, res.body).toBe(200);
  return courier;
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  other = (await createHeadquarter(t.db, { companyId: company.id })).id;
  desk = await staff(hq, ["view_geozone", "view_queuegeozone", "view_map_menu"]);
});
afterAll(() => t?.close());

describe("GET /api/users/messengers/geozone-locations/ (spec §7)", () => {
  it("lists each geozone with its online couriers, busy or free, queue order first", async () => {
    const chapinero = (await call("POST", "/api/geo-zones/", desk, { name: "Chapinero", polygon: square(-74.07, 4.64) })).json();
    const usaquen = (await call("POST", "/api/geo-zones/", desk, { name: "Usaquén", polygon: square(-74.04, 4.69) })).json();
    const queue = (await call("POST", "/api/queue-geo-zones/", desk, { geo_zone: chapinero.id })).json();
    expect(queue.id).toEqual(expect.any(String));

    const zeta = await online(hq, "Zeta", IN_CHAPINERO);
    const alba = await online(hq, "Alba", IN_CHAPINERO);
    const busy = await online(hq, "Busy", IN_USAQUEN);
    await createServiceRow(t.db, hq, { status: "assigned", messengerId: busy.id });
    await online(hq, "Lejos", NOWHERE);
    await signedInCourier(t, { headquarterIds: [hq], firstName: "Mensajero", lastName: "Desconectado", location: IN_CHAPINERO });
    // Another headquarter's courier standing in the same place, and its own zone.
    await online(other, "Ajeno", IN_CHAPINERO);
    const otherDesk = await staff(other, ["view_geozone"]);
    await call("POST", "/api/geo-zones/", otherDesk, { name: "Ajena", polygon: square(-74.07, 4.64) });

    const res = await locations(desk);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        geozone: { id: chapinero.id, name: "Chapinero" },
        queue_geo_zone: queue.id,
        messengers: [
          { uuid: zeta.id, full_name: "Mensajero Zeta", ...IN_CHAPINERO, busy: false, queue_position: 1 },
          { uuid: alba.id, full_name: "Mensajero Alba", ...IN_CHAPINERO, busy: false, queue_position: 2 },
        ],
      },
      {
        geozone: { id: usaquen.id, name: "Usaquén" },
        queue_geo_zone: null,
        messengers: [{ uuid: busy.id, full_name: "Mensajero Busy", ...IN_USAQUEN, busy: true, queue_position: null }],
      },
    ]);
  });

  it("answers an empty list to a headquarter without geozones", async () => {
    const empty = await createHeadquarter(t.db);
    const res = await locations(await staff(empty.id, ["view_map_menu"]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("lets in whoever sees the map or the queues, and no one else", async () => {
    expect((await locations(await staff(hq, ["view_map_menu"]))).statusCode).toBe(200);
    expect((await locations(await staff(hq, ["view_queuegeozone"]))).statusCode).toBe(200);
    expect((await locations(await staff(hq, ["view_geozone", "view_desktop_menu"]))).statusCode).toBe(403);
  });
});
