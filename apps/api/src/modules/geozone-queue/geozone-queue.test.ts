import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS } from "@despacho/domain";
import { recordHeadquarterEmissions, signedInCourier } from "../../test/courier-session.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { square } from "../../test/geozone-factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

let t: TestApp;
let hq: string;
let other: string;
type Headers = Record<string, string>;
let desk: Headers;
let outsider: Headers;
let noQueues: Headers;
let emitted: { headquarterId: string; event: string; payload: unknown }[];

async function staff(headquarterId: string, permissions: string[]) {
  const made = await createUser(t.db, { headquarterIds: [headquarterId], permissions });
  return authHeaders((await login(t.app, made.user.username, made.password)).access, headquarterId);
}
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

// Inside and outside a 0.01° square whose south-west corner is (4.64 N, -74.07 W).
const INSIDE = { latitude: 4.645, longitude: -74.065 };
const OUTSIDE = { latitude: 4.6, longitude: -74.1 };

/** A zone drawn and queued by the desk; its queue's id. */
async function queuedZone(name: string, west: number, south: number) {
  const zone = (await call("POST", "/api/geo-zones/", desk, { name, polygon: square(west, south) })).json();
  const queued = await call("POST", "/api/queue-geo-zones/", desk, { geo_zone: zone.id });
  expect(queued.statusCode, queued.body).toBe(201);
  return queued.json().id as string;
}
const queueOf = async (id: string, headers = desk) => {
  const res = await call("GET", `/api/queue-geo-zones/${id}/messengers/`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((m: { position: number; full_name: string }) => [m.position, m.full_name]);
};
const courierAt = (lastName: string, location = INSIDE) =>
  signedInCourier(t, { headquarterIds: [hq], firstName: "Mensajero", lastName, location });
type Courier = Awaited<ReturnType<typeof courierAt>>;
const goOnline = async (courier: Courier, online = true) =>
  expect((await courier.call("POST", "/api/courier/activation/", { headquarter: hq, online })).statusCode).toBe(200);
// Points newer than the courier's last one (a late point does not move the courier back).
const moveTo = async (courier: Courier, point: { latitude: number; longitude: number }, secondsLater: number) => {
  const at = new Date(Date.now() + secondsLater * 1000).toISOString();
  const points = [{ ...point, accuracy: 5, speed: 0, using_fake_location: false, coordinates_created_at: at }];
  expect((await courier.call("POST", "/api/courier/locations/", { points })).statusCode).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  other = (await createHeadquarter(t.db, { companyId: company.id })).id;
  desk = await staff(hq, ["view_geozone", "view_queuegeozone", "assign_service"]);
  outsider = await staff(other, ["view_geozone", "view_queuegeozone"]);
  noQueues = await staff(hq, ["view_geozone"]);
  emitted = recordHeadquarterEmissions(t);
});
afterAll(() => t?.close());

describe("the courier queue of a queued geozone (issue 12)", () => {
  it("queues couriers in the order they went online inside; one taking a service leaves, back free enters at the end", async () => {
    const chapinero = await queuedZone("Chapinero", -74.07, 4.64);
    expect(await queueOf(chapinero)).toEqual([]);
    const ana = await courierAt("Ana");
    const beto = await courierAt("Beto");
    emitted.length = 0;
    await goOnline(ana);
    await goOnline(beto);
    const queue = (await call("GET", `/api/queue-geo-zones/${chapinero}/messengers/`, desk)).json();
    expect(queue).toMatchObject({
      count: 2,
      results: [
        { position: 1, uuid: ana.id, full_name: "Mensajero Ana", nickname: ana.user.username, image_url: null },
        { position: 2, uuid: beto.id, full_name: "Mensajero Beto", nickname: beto.user.username, image_url: null },
      ],
    });
    expect(Date.parse(queue.results[0].entered_at)).toBeLessThanOrEqual(Date.parse(queue.results[1].entered_at));
    expect(emitted.filter((e) => e.event === "geozones:queue-change").map((e) => [e.headquarterId, e.payload])).toEqual([
      [hq, { headquarter: hq, queue_geo_zone: chapinero }],
      [hq, { headquarter: hq, queue_geo_zone: chapinero }],
    ]);

    // Ana accepts a service offered to all: she leaves and Beto is first.
    const offered = await createServiceRow(t.db, hq, { status: "pending", messengerId: null });
    expect((await ana.call("PATCH", `/api/courier/services/${offered.id}/accept/`)).statusCode).toBe(200);
    expect(await queueOf(chapinero)).toEqual([[1, "Mensajero Beto"]]);
    // Started, she is still out; finished, she is free and enters at the end.
    expect((await ana.call("PATCH", `/api/courier/services/${offered.id}/start/`)).statusCode).toBe(200);
    expect(await queueOf(chapinero)).toEqual([[1, "Mensajero Beto"]]);
    expect((await ana.call("PATCH", `/api/courier/services/${offered.id}/finish/`)).statusCode).toBe(200);
    expect(await queueOf(chapinero)).toEqual([
      [1, "Mensajero Beto"],
      [2, "Mensajero Ana"],
    ]);

    // The desk assigns Beto a service: Ana is first; unassigned, Beto comes back behind her.
    const waiting = await createServiceRow(t.db, hq, { status: "by_assign", messengerId: null });
    const assigned = await call("PATCH", `/api/services/${waiting.id}/assign/`, desk, { messenger: beto.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await queueOf(chapinero)).toEqual([[1, "Mensajero Ana"]]);
    expect((await call("PATCH", `/api/services/${waiting.id}/unassign/`, desk)).statusCode).toBe(200);
    expect(await queueOf(chapinero)).toEqual([
      [1, "Mensajero Ana"],
      [2, "Mensajero Beto"],
    ]);

    // Going offline leaves the queue.
    await goOnline(ana, false);
    expect(await queueOf(chapinero)).toEqual([[1, "Mensajero Beto"]]);
    await goOnline(beto, false);
    expect(await queueOf(chapinero)).toEqual([]);
  });

  it("follows the courier's points: moving out leaves, moving into another queued zone enters its queue", async () => {
    const rosales = await queuedZone("Rosales", -74.05, 4.65);
    const usaquen = await queuedZone("Usaquén", -74.03, 4.69);
    const carla = await courierAt("Carla", OUTSIDE);
    await goOnline(carla);
    expect([await queueOf(rosales), await queueOf(usaquen)]).toEqual([[], []]);
    await moveTo(carla, { latitude: 4.655, longitude: -74.045 }, 1);
    expect([await queueOf(rosales), await queueOf(usaquen)]).toEqual([[[1, "Mensajero Carla"]], []]);
    await moveTo(carla, { latitude: 4.695, longitude: -74.025 }, 2);
    expect([await queueOf(rosales), await queueOf(usaquen)]).toEqual([[], [[1, "Mensajero Carla"]]]);
    await moveTo(carla, OUTSIDE, 3);
    expect([await queueOf(rosales), await queueOf(usaquen)]).toEqual([[], []]);
    await goOnline(carla, false);
  });

  it("tells both desks a courier's point; only the headquarter with a queued zone around it queues them", async () => {
    const zone = await queuedZone("Teusaquillo", -74.09, 4.6);
    const fabio = await signedInCourier(t, { headquarterIds: [hq, other], firstName: "Mensajero", lastName: "Fabio", location: OUTSIDE });
    for (const headquarter of [hq, other])
      expect((await fabio.call("POST", "/api/courier/activation/", { headquarter, online: true })).statusCode).toBe(200);
    emitted.length = 0;
    await moveTo(fabio, { latitude: 4.605, longitude: -74.085 }, 1);
    expect(await queueOf(zone)).toEqual([[1, "Mensajero Fabio"]]);
    // (The jump from OUTSIDE in one second also raises a fake-location alert, not looked at here.)
    const heard = emitted.filter((e) => e.event === EVENTS.messengerLocationChange || e.event === EVENTS.geozoneQueueChange);
    expect(heard.map((e) => [e.headquarterId, e.event, e.payload]).sort()).toEqual(
      [
        [hq, EVENTS.geozoneQueueChange, { headquarter: hq, queue_geo_zone: zone }],
        [hq, EVENTS.messengerLocationChange, expect.objectContaining({ headquarter: hq, latitude: 4.605, longitude: -74.085 })],
        [other, EVENTS.messengerLocationChange, expect.objectContaining({ headquarter: other, latitude: 4.605, longitude: -74.085 })],
      ].sort(),
    );
    for (const headquarter of [hq, other])
      expect((await fabio.call("POST", "/api/courier/activation/", { headquarter, online: false })).statusCode).toBe(200);
  });

  it("queues the couriers already online inside a zone when it is queued, and lets them go when it is removed", async () => {
    const zone = (await call("POST", "/api/geo-zones/", desk, { name: "Galerías", polygon: square(-74.08, 4.62) })).json();
    const dora = await courierAt("Dora", { latitude: 4.625, longitude: -74.075 });
    await goOnline(dora);
    const queued = (await call("POST", "/api/queue-geo-zones/", desk, { geo_zone: zone.id })).json();
    expect(await queueOf(queued.id)).toEqual([[1, "Mensajero Dora"]]);
    expect((await call("DELETE", `/api/queue-geo-zones/${queued.id}/`, desk)).statusCode).toBe(204);
    expect((await call("GET", `/api/queue-geo-zones/${queued.id}/messengers/`, desk)).statusCode).toBe(404);
    await goOnline(dora, false);
  });

  it("lets a blocked courier go from the queue at once, and the desks hear them go offline", async () => {
    const zone = await queuedZone("Chicó", -74.06, 4.67);
    const elsa = await courierAt("Elsa", { latitude: 4.675, longitude: -74.055 });
    await goOnline(elsa);
    expect(await queueOf(zone)).toEqual([[1, "Mensajero Elsa"]]);
    const blocker = await staff(hq, ["view_block_menu"]);
    emitted.length = 0;
    const blocked = await call("POST", "/api/messenger-blocks/", blocker, { messenger: elsa.id, reason: "Revisión" });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(await queueOf(zone)).toEqual([]);
    expect(emitted.map((e) => [e.event, e.payload])).toEqual([
      ["headquarters:disconnect", { headquarter: hq, messenger: elsa.id }],
      ["geozones:queue-change", { headquarter: hq, queue_geo_zone: zone }],
    ]);
  });

  it("shows a queue only to its headquarter's staff with the queued zones' codename", async () => {
    const norte = await queuedZone("Norte", -74.02, 4.72);
    expect((await call("GET", `/api/queue-geo-zones/${norte}/messengers/`, outsider)).statusCode).toBe(404);
    expect((await call("GET", `/api/queue-geo-zones/${norte}/messengers/`, noQueues)).statusCode).toBe(403);
    expect((await call("GET", "/api/queue-geo-zones/not-a-uuid/messengers/", desk)).statusCode).toBe(400);
  });
});
