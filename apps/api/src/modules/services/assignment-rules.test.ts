import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { excludedWorkingHours, serviceTypes, workingHours } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

// Only a linked, unblocked courier of the headquarter takes a service; the assign dialogs' list marks the others.
let t: TestApp;
let hq: string;
let typeId: string;
let headers: Record<string, string>;
const near = { latitude: 4.658, longitude: -74.061 };

beforeAll(async () => {
  t = await createTestApp();
  hq = (await createHeadquarter(t.db)).id;
  [{ id: typeId }] = await t.db.insert(serviceTypes).values({ headquarterId: hq, name: "Mensajería", baseCost: 5000 }).returning();
  const operator = await createUser(t.db, {
    headquarterIds: [hq],
    permissions: ["view_desktop_menu", "assign_service", "add_service", "change_service"],
  });
  headers = authHeaders((await login(t.app, operator.user.username, operator.password)).access, hq);
});
afterAll(() => t?.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { ...headers, "idempotency-key": randomUUID() } });
const blockedDetail = { code: "MESSENGER_BLOCKED", detail: "El colaborador está bloqueado en la sucursal" };
const unlinkedDetail = { code: "MESSENGER_NOT_LINKED", detail: "El colaborador no está vinculado a la sucursal" };

describe("assigning a blocked or unlinked courier", () => {
  it("assign, reassign and assign-multiple answer 409 and change nothing", async () => {
    const blocked = await createCourier(t.db, { headquarterIds: [hq], blockedIn: [hq] });
    const gone = await createCourier(t.db, { headquarterIds: [hq], status: "disaffiliated" });
    const free = await createCourier(t.db, { headquarterIds: [hq] });
    const open = await createServiceRow(t.db, hq, { typeId });
    const held = await createServiceRow(t.db, hq, { typeId, status: "assigned", messengerId: free.id });

    for (const [courier, answer] of [
      [blocked, blockedDetail],
      [gone, unlinkedDetail],
    ] as const) {
      const assign = await call("PATCH", `/api/services/${open.id}/assign/`, { messenger: courier.id });
      expect([assign.statusCode, assign.json()]).toEqual([409, answer]);
      const reassign = await call("PATCH", `/api/services/${held.id}/reassign/`, { messenger: courier.id });
      expect([reassign.statusCode, reassign.json()]).toEqual([409, answer]);
      const many = await call("PATCH", "/api/services/assign-multiple/", { services: [open.id], messenger: courier.id });
      expect([many.statusCode, many.json()]).toEqual([409, answer]);
    }
    const detail = await call("GET", `/api/services/${open.id}/`);
    expect(detail.json()).toMatchObject({ status: "by_assign", messenger: null });
    expect((await call("GET", `/api/services/${held.id}/`)).json()).toMatchObject({ status: "assigned", messenger: { uuid: free.id } });

    const ok = await call("PATCH", `/api/services/${open.id}/assign/`, { messenger: free.id });
    expect(ok.json()).toMatchObject({ status: "assigned", messenger: { uuid: free.id } });
  });

  it("direct assignment at creation answers 409 for a blocked or unlinked courier and creates nothing", async () => {
    const blocked = await createCourier(t.db, { headquarterIds: [hq], blockedIn: [hq] });
    const gone = await createCourier(t.db, { headquarterIds: [hq], status: "disaffiliated" });
    const stranger = await createCourier(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });
    const payload = (messenger: string) => ({
      name: "Laura Gómez",
      phone_number: "300 123 4567",
      type: typeId,
      calculated_cost: 9000,
      direct_assignment: true,
      messenger,
      locations: [
        { type: "origin", address: "Calle 72 # 10-34", description: "Portería principal", ...near },
        { type: "destination", address: "Carrera 15 # 93-47", description: "", latitude: 4.676, longitude: -74.048 },
      ],
    });
    const before = (await call("GET", "/api/services/?status=assigned")).json().count;
    const refusedBlocked = await call("POST", "/api/services/", payload(blocked.id));
    expect([refusedBlocked.statusCode, refusedBlocked.json()]).toEqual([409, blockedDetail]);
    const refusedGone = await call("POST", "/api/services/", payload(gone.id));
    expect([refusedGone.statusCode, refusedGone.json()]).toEqual([409, unlinkedDetail]);
    const unknown = await call("POST", "/api/services/", payload(stranger.id));
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      400,
      [{ field: "messenger", message: "El colaborador no existe en la sucursal" }],
    ]);
    expect((await call("GET", "/api/services/?status=assigned")).json().count).toBe(before);

    const free = await createCourier(t.db, { headquarterIds: [hq] });
    const created = await call("POST", "/api/services/", payload(free.id));
    expect([created.statusCode, created.json().status, created.json().messenger?.uuid]).toEqual([201, "assigned", free.id]);
  });
});

describe("the couriers offered by the assign dialogs", () => {
  it("the list marks blocked couriers and couriers out of their hours; the optimal couriers leave the blocked out", async () => {
    const place = await createHeadquarter(t.db);
    const staff = await createUser(t.db, { headquarterIds: [place.id], permissions: ["assign_service"] });
    const staffHeaders = authHeaders((await login(t.app, staff.user.username, staff.password)).access, place.id);
    const online = { headquarterIds: [place.id], isOnline: true, location: near };
    await createCourier(t.db, { ...online, firstName: "Ana", blockedIn: [place.id] });
    const resting = await createCourier(t.db, { ...online, firstName: "Beto" });
    const free = await createCourier(t.db, { ...online, firstName: "Carla" });
    const now = Date.now();
    await t.db.insert(excludedWorkingHours).values({
      messengerId: resting.id,
      headquarterId: place.id,
      startsAt: new Date(now - 3_600_000),
      endsAt: new Date(now + 3_600_000),
    });
    const list = await t.app.inject({ method: "GET", url: "/api/users/messengers/", headers: staffHeaders });
    expect(list.statusCode, list.body).toBe(200);
    const marks = (body: { results: { first_name: string; blocked: boolean; out_of_hours: boolean }[] }) =>
      body.results.map((m) => [m.first_name, m.blocked, m.out_of_hours]);
    expect(marks(list.json())).toEqual([
      ["Ana", true, false],
      ["Beto", false, true],
      ["Carla", false, false],
    ]);

    const optimal = await t.app.inject({
      method: "GET",
      url: `/api/services/optimal-messengers/?latitude=${near.latitude}&longitude=${near.longitude}`,
      headers: staffHeaders,
    });
    expect(optimal.statusCode, optimal.body).toBe(200);
    expect(
      optimal
        .json()
        .results.map((m: { uuid: string }) => m.uuid)
        .sort(),
    ).toEqual([resting.id, free.id].sort());

    // Working hours of the headquarter that never include now: every courier is out of hours.
    const weekday = (new Date(now).getUTCDay() + 3) % 7;
    await t.db.insert(workingHours).values({ headquarterId: place.id, weekday, startsAt: "08:00", endsAt: "09:00" });
    const closed = await t.app.inject({ method: "GET", url: "/api/users/messengers/", headers: staffHeaders });
    expect(marks(closed.json())).toEqual([
      ["Ana", true, true],
      ["Beto", false, true],
      ["Carla", false, true],
    ]);
  });
});
