import type { InjectOptions } from "fastify";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes, services } from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createUser, resourceFactories, twoHeadquarters } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRoute } from "../../test/route-factories.js";
import { createServiceRow } from "../../test/service-factories.js";

const PERMISSIONS = ["view_route", "add_route", "change_route", "delete_route", "add_services_to_route", "assign_service", "add_service"];

let t: TestApp;
/** A user of two headquarters ("Bogotá" and "Medellín" below) with every route codename. */
let s: Awaited<ReturnType<typeof twoHeadquarters>>;
let bogota: string;
let medellin: string;
const types: Record<string, string> = {};
const emitted: { event: string; payload: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  s = await twoHeadquarters(t, (await createCompany(t.db)).id, PERMISSIONS);
  [bogota, medellin] = [s.a, s.b];
  for (const hq of [bogota, medellin]) types[hq] = await resourceFactories["service-type"](t.db, hq);
  const original = t.app.realtime.toHeadquarter;
  t.app.realtime.toHeadquarter = (headquarterId, event, payload, owner) => {
    emitted.push({ event, payload: payload as Record<string, unknown> });
    original(headquarterId, event, payload, owner);
  };
});
afterAll(() => t?.close());

const admin = (options: InjectOptions, headquarterId = bogota) =>
  t.app.inject({ ...options, headers: { ...s.in(headquarterId), ...(options.headers ?? {}) } });
const create = (payload: object) => admin({ method: "POST", url: "/api/routes/", payload, headers: { "idempotency-key": randomUUID() } });
const serviceRow = async (id: string) => (await t.db.select().from(services).where(eq(services.id, id)))[0];

/** A service of Bogotá picked up at (0, x) and delivered at (0, y): on the equator, 1.111949 km per hundredth of a degree. */
async function serviceAlong(pickup: number, dropoff: number, overrides: Partial<typeof services.$inferInsert> = {}) {
  const row = await createServiceRow(t.db, bogota, { typeId: types[bogota], ...overrides });
  await t.db.execute(
    `update service_locations set latitude = 0, longitude = case position when 0 then ${pickup / 100} else ${dropoff / 100} end where service_id = '${row.id}'`,
  );
  return row;
}

const stopsOf = (body: { stops: { kind: string; service: { uuid: string } }[] }, names: Record<string, string>) =>
  body.stops.map((s) => `${s.kind} ${names[s.service.uuid]}`);

describe("a route's life: create, list, edit, delete", () => {
  it("creates a route with its code, refuses a repeated code in any case and bad input, edits and deletes it", async () => {
    const made = await create({ code: "NORTE-1", name: "Norte mañana" });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      uuid: expect.any(String),
      code: "NORTE-1",
      name: "Norte mañana",
      is_closed: false,
      messenger: null,
      services_count: 0,
      stops_count: 0,
      distance_km: 0,
      minutes: 0,
      created_at: expect.any(String),
      stops: [],
    });
    const again = await create({ code: "norte-1", name: "Otra" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: "DUPLICATE_NAME",
      detail: "Ya existe una ruta con ese código",
      errors: [{ field: "code", message: "Ya existe una ruta con ese código" }],
    });
    const blank = await create({ code: "  ", name: "Sin código" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: "code", message: "Campo requerido" }]);

    const id = made.json().uuid;
    const edited = await admin({
      method: "PATCH",
      url: `/api/routes/${id}/`,
      payload: { code: "NORTE-1", name: "Norte tarde", is_closed: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: "Norte tarde", is_closed: true });
    const listed = await admin({ method: "GET", url: "/api/routes/", query: { q: "norte t" } });
    expect(listed.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ uuid: id, name: "Norte tarde" }] });

    expect((await admin({ method: "DELETE", url: `/api/routes/${id}/` })).statusCode).toBe(204);
    expect((await admin({ method: "GET", url: `/api/routes/${id}/` })).statusCode).toBe(404);
  });

  it("pages 25 routes at a time (spec §9)", async () => {
    for (let i = 0; i < 26; i++) await createServiceRoute(t.db, medellin, { code: `PAG-${i}` });
    const first = await admin({ method: "GET", url: "/api/routes/" }, medellin);
    expect(first.json().count).toBe(26);
    expect(first.json().results).toHaveLength(25);
    expect(first.json().next).toBe("/api/routes/?limit=25&offset=25");
  });
});

describe("building a route", () => {
  it("offers the services created with its code first, adds them as pickups and drop-offs, sorts and measures them", async () => {
    const route = (await create({ code: "SUR-7", name: "Sur" })).json();
    const a = await serviceAlong(0, 3, { routeCode: "sur-7", name: "Ana" });
    const b = await serviceAlong(1, 2, { routeCode: "SUR-7", name: "Beto" });
    const other = await serviceAlong(5, 6, { name: "Otro" });
    const names = { [a.id]: "A", [b.id]: "B" };

    const candidates = (await admin({ method: "GET", url: `/api/routes/${route.uuid}/candidates/` })).json();
    expect(candidates.results.slice(0, 2).map((c: { uuid: string }) => c.uuid)).toEqual([b.id, a.id]);
    expect(candidates.results.map((c: { uuid: string }) => c.uuid)).toContain(other.id);
    const byConsecutive = await admin({
      method: "GET",
      url: `/api/routes/${route.uuid}/candidates/`,
      query: { q: String(other.consecutive) },
    });
    expect(byConsecutive.json()).toMatchObject({ count: 1, results: [{ uuid: other.id, name: "Otro", route_code: null }] });

    const added = await admin({ method: "POST", url: `/api/routes/${route.uuid}/services/`, payload: { services: [a.id, b.id] } });
    expect(added.statusCode).toBe(200);
    expect(stopsOf(added.json(), names)).toEqual(["pickup A", "dropoff A", "pickup B", "dropoff B"]);
    // 3 + 2 + 1 hundredths of a degree: 6.67 km, 17 minutes at 25 km/h.
    expect(added.json()).toMatchObject({ services_count: 2, stops_count: 4, distance_km: 6.67, minutes: 17 });

    const twice = await admin({ method: "POST", url: `/api/routes/${route.uuid}/services/`, payload: { services: [b.id] } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(`El servicio #${b.consecutive} ya está en la ruta SUR-7`);
    const offered = (await admin({ method: "GET", url: `/api/routes/${route.uuid}/candidates/` })).json();
    expect(offered.results.map((c: { uuid: string }) => c.uuid)).not.toContain(a.id);

    const ids = added.json().stops.map((s: { uuid: string }) => s.uuid);
    const backwards = await admin({
      method: "PUT",
      url: `/api/routes/${route.uuid}/stops/`,
      payload: { stops: [ids[1], ids[0], ids[2], ids[3]] },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      { field: "stops", message: `La recogida del servicio #${a.consecutive} debe ir antes de sus entregas` },
    ]);
    const missing = await admin({ method: "PUT", url: `/api/routes/${route.uuid}/stops/`, payload: { stops: [ids[0], ids[1], ids[2]] } });
    expect(missing.json().errors).toEqual([{ field: "stops", message: "El orden debe incluir cada parada de la ruta una sola vez" }]);

    const sorted = await admin({ method: "PATCH", url: `/api/routes/${route.uuid}/sort/` });
    expect(sorted.statusCode).toBe(200);
    expect(stopsOf(sorted.json(), names)).toEqual(["pickup A", "pickup B", "dropoff B", "dropoff A"]);
    // 3 hundredths of a degree: 3.34 km, 9 minutes.
    expect(sorted.json()).toMatchObject({ distance_km: 3.34, minutes: 9 });

    const byHand = await admin({
      method: "PUT",
      url: `/api/routes/${route.uuid}/stops/`,
      payload: { stops: [ids[2], ids[0], ids[1], ids[3]] },
    });
    expect(stopsOf(byHand.json(), names)).toEqual(["pickup B", "pickup A", "dropoff A", "dropoff B"]);

    const removed = await admin({ method: "PATCH", url: `/api/routes/${route.uuid}/remove-services/`, payload: { services: [a.id] } });
    expect(stopsOf(removed.json(), names)).toEqual(["pickup B", "dropoff B"]);
  });

  /** POST /api/services/ as the desk does, with a 'Código de ruta'. */
  async function createThroughDesk(routeCode: string) {
    const place = (type: string, address: string, latitude: number) => ({
      type,
      address,
      description: "Portería",
      latitude,
      longitude: -74.06,
    });
    const res = await admin({
      method: "POST",
      url: "/api/services/",
      headers: { "idempotency-key": randomUUID() },
      payload: {
        name: "Laura Gómez",
        phone_number: "300 123 4567",
        type: types[bogota],
        calculated_cost: 9000,
        route_code: routeCode,
        locations: [place("origin", "Calle 72 # 10-34", 4.658), place("destination", "Carrera 15 # 93-47", 4.676)],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { uuid: string; consecutive: number };
  }

  it("takes a service created with its code ('Código de ruta') at its end, once", async () => {
    const route = (await create({ code: "CREA-1", name: "Desde el panel" })).json();
    const made = await createThroughDesk("crea-1");
    const other = await createThroughDesk("OTRA");
    const joined = (await admin({ method: "GET", url: `/api/routes/${route.uuid}/` })).json();
    expect(joined.stops.map((s: { kind: string; service: { consecutive: number } }) => `${s.kind} #${s.service.consecutive}`)).toEqual([
      `pickup #${made.consecutive}`,
      `dropoff #${made.consecutive}`,
    ]);
    expect(joined.stops.map((s: { address: string }) => s.address)).toEqual(["Calle 72 # 10-34", "Carrera 15 # 93-47"]);
    expect(other.consecutive).toBe(made.consecutive + 1);
  });

  it("refuses a finished service and one with an address off the map", async () => {
    const route = (await create({ code: "CERRADOS", name: "Cerrados" })).json();
    const finished = await serviceAlong(0, 1, { status: "finished" });
    const refused = await admin({ method: "POST", url: `/api/routes/${route.uuid}/services/`, payload: { services: [finished.id] } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(`El servicio #${finished.consecutive} está finalizado o cancelado`);
    const unmapped = await serviceAlong(0, 1);
    await t.db.execute(
      `update service_locations set latitude = null, longitude = null where service_id = '${unmapped.id}' and position = 1`,
    );
    const off = await admin({ method: "POST", url: `/api/routes/${route.uuid}/services/`, payload: { services: [unmapped.id] } });
    expect(off.json().detail).toBe(`El servicio #${unmapped.consecutive} tiene direcciones sin coordenadas en el mapa`);
  });
});

describe("assigning a whole route", () => {
  it("assigns each service through the assign command, reports the refused ones and remembers the courier", async () => {
    const courier = await createCourier(t.db, { headquarterIds: [bogota], isOnline: true });
    const route = (await create({ code: "ASIG-1", name: "Para asignar" })).json();
    const open = await serviceAlong(0, 1);
    const later = await serviceAlong(2, 3);
    await admin({ method: "POST", url: `/api/routes/${route.uuid}/services/`, payload: { services: [open.id, later.id] } });
    await t.db.update(services).set({ status: "cancelled" }).where(eq(services.id, later.id));
    emitted.length = 0;

    const res = await admin({ method: "PATCH", url: `/api/routes/${route.uuid}/assign/`, payload: { messenger: courier.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      updated: [open.id],
      refused: [{ uuid: later.id, code: "ALREADY_CANCELLED", detail: "No se puede asignar un servicio en estado cancelado" }],
    });
    expect(await serviceRow(open.id)).toMatchObject({ status: "assigned", messengerId: courier.id });
    expect(emitted.filter((e) => e.payload.uuid === open.id).map((e) => e.event)).toContain("services:assigned");
    const [saved] = await t.db.select().from(routes).where(eq(routes.id, route.uuid));
    expect(saved.messengerId).toBe(courier.id);
    expect((await admin({ method: "GET", url: `/api/routes/${route.uuid}/` })).json().messenger).toMatchObject({ uuid: courier.id });
  });

  it("asks assign_service besides add_services_to_route, and refuses an empty route", async () => {
    const builder = await createUser(t.db, { headquarterIds: [bogota], permissions: ["add_services_to_route"] });
    const { access } = await login(t.app, builder.user.username, builder.password);
    const route = (await create({ code: "VACIA", name: "Vacía" })).json();
    const courier = (await createCourier(t.db, { headquarterIds: [bogota] })).id;
    const url = `/api/routes/${route.uuid}/assign/`;
    const forbidden = await t.app.inject({ method: "PATCH", url, payload: { messenger: courier }, headers: authHeaders(access, bogota) });
    expect(forbidden.statusCode).toBe(403);
    const empty = await admin({ method: "PATCH", url, payload: { messenger: courier } });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().detail).toBe("La ruta no tiene servicios para asignar");
  });
});

describe("headquarters and profiles", () => {
  it("never reads or writes a route, or adds a service, of another headquarter (404)", async () => {
    const theirs = await createServiceRoute(t.db, medellin, { code: "MED-1" });
    const ours = (await create({ code: "BOG-1", name: "Bogotá" })).json();
    const mine = await serviceAlong(0, 1);
    const calls: InjectOptions[] = [
      { method: "GET", url: `/api/routes/${theirs.id}/` },
      { method: "PATCH", url: `/api/routes/${theirs.id}/`, payload: { code: "X", name: "X" } },
      { method: "DELETE", url: `/api/routes/${theirs.id}/` },
      { method: "GET", url: `/api/routes/${theirs.id}/candidates/` },
      { method: "POST", url: `/api/routes/${theirs.id}/services/`, payload: { services: [mine.id] } },
      { method: "PATCH", url: `/api/routes/${theirs.id}/sort/` },
    ];
    for (const call of calls) expect((await admin(call)).statusCode, `${call.method} ${call.url}`).toBe(404);
    const medellinService = await createServiceRow(t.db, medellin, { typeId: types[medellin] });
    const foreign = await admin({ method: "POST", url: `/api/routes/${ours.uuid}/services/`, payload: { services: [medellinService.id] } });
    expect(foreign.statusCode).toBe(404);
    const [still] = await t.db.select().from(routes).where(eq(routes.id, theirs.id));
    expect(still.code).toBe("MED-1");
  });

  it("lets a business user reach no route", async () => {
    const business = await createUser(t.db, { headquarterIds: [bogota], permissions: ["add_service"], business: { name: "Tienda Sur" } });
    const { access } = await login(t.app, business.user.username, business.password);
    const route = await createServiceRoute(t.db, bogota);
    for (const url of ["/api/routes/", `/api/routes/${route.id}/`, `/api/routes/${route.id}/candidates/`])
      expect((await t.app.inject({ method: "GET", url, headers: authHeaders(access, bogota) })).statusCode).toBe(403);
  });
});
