import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourier } from "../../test/courier-factories.js";
import { square } from "../../test/geozone-factories.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hq: string;
type Headers = Record<string, string>;
let admin: Headers;
let queueOnly: Headers;
let outsider: Headers;

async function staff(headquarterId: string, permissions: string[]) {
  const made = await createUser(t.db, { headquarterIds: [headquarterId], permissions });
  return authHeaders((await login(t.app, made.user.username, made.password)).access, headquarterId);
}
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const bowTie = {
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [-74.07, 4.64],
        [-74.06, 4.65],
        [-74.06, 4.64],
        [-74.07, 4.65],
        [-74.07, 4.64],
      ],
    ],
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  hq = (await createHeadquarter(t.db, { companyId: company.id })).id;
  const other = (await createHeadquarter(t.db, { companyId: company.id })).id;
  admin = await staff(hq, ["view_geozone", "view_queuegeozone", "view_geozonetomessengeractivation"]);
  queueOnly = await staff(hq, ["view_queuegeozone"]);
  outsider = await staff(other, ["view_geozone", "view_queuegeozone"]);
});
afterAll(() => t?.close());

describe("geozones (spec §7 /geo-zones/)", () => {
  // Areas as turf measures them on its sphere; by hand, a 0.01° square at 4.64° N is about 1,113 m × 1,109 m.
  it("saves a drawn zone with its area computed by the server, lists it by name 10 a page and edits it", async () => {
    const created = await call("POST", "/api/geo-zones/", admin, { name: "  Chapinero ", polygon: square(-74.07, 4.64) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: "Chapinero", area_m2: 1_232_374, used_to_queue: false, used_to_activation: false });
    for (const name of [
      "Usaquén",
      "Bosa",
      "Kennedy",
      "Suba",
      "Fontibón",
      "Engativá",
      "Teusaquillo",
      "Barrios Unidos",
      "Ciudad Bolívar",
      "Tunjuelito",
    ]) {
      expect((await call("POST", "/api/geo-zones/", admin, { name, polygon: square(-74.2, 4.5) })).statusCode).toBe(201);
    }
    const first = await call("GET", "/api/geo-zones/", admin);
    expect(first.json().count).toBe(11);
    expect(first.json().results.map((z: { name: string }) => z.name)).toEqual([
      "Barrios Unidos",
      "Bosa",
      "Chapinero",
      "Ciudad Bolívar",
      "Engativá",
      "Fontibón",
      "Kennedy",
      "Suba",
      "Teusaquillo",
      "Tunjuelito",
    ]);
    expect((await call("GET", "/api/geo-zones/?q=usa", admin)).json().results.map((z: { name: string }) => z.name)).toEqual([
      "Teusaquillo",
      "Usaquén",
    ]);
    const id = created.json().id;
    const renamed = await call("PATCH", `/api/geo-zones/${id}/`, admin, { name: "Chapinero Alto" });
    expect(renamed.json()).toMatchObject({ name: "Chapinero Alto", area_m2: 1_232_374 });
    const reshaped = await call("PATCH", `/api/geo-zones/${id}/`, admin, { polygon: square(-74.07, 4.64, 0.02) });
    expect(reshaped.json()).toMatchObject({ name: "Chapinero Alto", area_m2: 4_929_459 });
  });

  it("refuses a zone that crosses itself, an empty drawing, a repeated name, and sends nothing (400/409)", async () => {
    const crossed = await call("POST", "/api/geo-zones/", admin, { name: "Moño", polygon: bowTie });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors).toEqual([{ field: "polygon", message: "El polígono no puede cruzarse consigo mismo" }]);
    const empty = await call("POST", "/api/geo-zones/", admin, { name: "Vacía", polygon: { type: "MultiPolygon", coordinates: [] } });
    expect(empty.json().errors).toEqual([{ field: "polygon", message: "Dibuje al menos un polígono en el mapa" }]);
    await call("POST", "/api/geo-zones/", admin, { name: "Centro", polygon: square(-74.08, 4.59) });
    const again = await call("POST", "/api/geo-zones/", admin, { name: "CENTRO", polygon: square(-74.08, 4.59) });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Ya existe una geozona con ese nombre");
    expect((await call("GET", "/api/geo-zones/?q=moño", admin)).json().count).toBe(0);
  });

  it("keeps another headquarter's zones out of sight and out of reach", async () => {
    const mine = (await call("POST", "/api/geo-zones/", admin, { name: "Propia", polygon: square(-74.05, 4.6) })).json();
    expect((await call("GET", `/api/geo-zones/${mine.id}/`, outsider)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/geo-zones/${mine.id}/`, outsider)).statusCode).toBe(404);
    expect((await call("GET", "/api/geo-zones/?q=propia", outsider)).json().count).toBe(0);
    expect((await call("POST", "/api/queue-geo-zones/", outsider, { geo_zone: mine.id })).statusCode).toBe(404);
  });
});

describe("queued and activation geozones (spec §7 /queue-geo-zones/)", () => {
  it("queues a zone once, lists it with the zone, offers only the zones not queued, and frees it on delete", async () => {
    const zone = (await call("POST", "/api/geo-zones/", admin, { name: "Cola Norte", polygon: square(-74.04, 4.69) })).json();
    const queued = await call("POST", "/api/queue-geo-zones/", queueOnly, { geo_zone: zone.id });
    expect(queued.statusCode, queued.body).toBe(201);
    expect(queued.json().geo_zone).toMatchObject({ id: zone.id, name: "Cola Norte", used_to_queue: true });
    const twice = await call("POST", "/api/queue-geo-zones/", queueOnly, { geo_zone: zone.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe("La geozona ya está en la cola");
    const list = await call("GET", "/api/queue-geo-zones/?page=1&limit=25", queueOnly);
    expect(list.json().results.map((q: { geo_zone: { name: string } }) => q.geo_zone.name)).toEqual(["Cola Norte"]);
    const listed = (await call("GET", "/api/geo-zones/?q=cola%20norte", queueOnly)).json();
    expect(listed.results.map((z: { name: string; used_to_queue: boolean }) => [z.name, z.used_to_queue])).toEqual([["Cola Norte", true]]);
    const free = (await call("GET", "/api/geo-zones/?used_to_queue=false&limit=100", queueOnly)).json();
    expect(free.results.map((z: { name: string }) => z.name)).not.toContain("Cola Norte");
    expect((await call("DELETE", `/api/geo-zones/${zone.id}/`, admin)).json().detail).toBe(
      "La geozona está en uso en una cola o en la activación; quítela de allí primero",
    );
    expect((await call("DELETE", `/api/queue-geo-zones/${queued.json().id}/`, queueOnly)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/geo-zones/${zone.id}/`, admin)).statusCode).toBe(204);
  });

  it("moves a queue to another zone, and refuses a zone already picked for activation twice", async () => {
    const a = (await call("POST", "/api/geo-zones/", admin, { name: "Cola A", polygon: square(-74.01, 4.7) })).json();
    const b = (await call("POST", "/api/geo-zones/", admin, { name: "Cola B", polygon: square(-74.0, 4.71) })).json();
    const queued = (await call("POST", "/api/queue-geo-zones/", admin, { geo_zone: a.id })).json();
    const moved = await call("PATCH", `/api/queue-geo-zones/${queued.id}/`, admin, { geo_zone: b.id });
    expect(moved.json().geo_zone.name).toBe("Cola B");
    expect((await call("POST", "/api/activation-geo-zones/", admin, { geo_zone: a.id })).statusCode).toBe(201);
    const twice = await call("POST", "/api/activation-geo-zones/", admin, { geo_zone: a.id });
    expect(twice.json().detail).toBe("La geozona ya es de activación");
    expect((await call("GET", "/api/activation-geo-zones/", queueOnly)).statusCode).toBe(403);
  });
});

describe("going online inside an activation zone", () => {
  it("lets a courier online only inside one of the headquarter's activation zones once it has any", async () => {
    const headquarter = (await createHeadquarter(t.db)).id;
    const boss = await staff(headquarter, ["view_geozone", "view_geozonetomessengeractivation"]);
    const courierAt = async (latitude: number, longitude: number) => {
      const made = await createCourier(t.db, { headquarterIds: [headquarter], location: { latitude, longitude } });
      const headers = authHeaders((await login(t.app, made.user.username, made.password)).access);
      return () => call("POST", "/api/courier/activation/", headers, { headquarter, online: true });
    };
    const inside = await courierAt(4.645, -74.065);
    const outside = await courierAt(4.6, -74.1);
    const nowhere = await createCourier(t.db, { headquarterIds: [headquarter] });
    const nowhereOn = () =>
      login(t.app, nowhere.user.username, nowhere.password).then(({ access }) =>
        call("POST", "/api/courier/activation/", authHeaders(access), { headquarter, online: true }),
      );
    expect((await outside()).statusCode).toBe(200);
    const zone = (await call("POST", "/api/geo-zones/", boss, { name: "Activación", polygon: square(-74.07, 4.64) })).json();
    expect((await call("POST", "/api/activation-geo-zones/", boss, { geo_zone: zone.id })).statusCode).toBe(201);
    expect((await inside()).statusCode).toBe(200);
    const refused = await outside();
    expect([refused.statusCode, refused.json().detail]).toEqual([
      409,
      "Debe estar dentro de una geozona de activación de la sucursal para conectarse",
    ]);
    expect((await nowhereOn()).json().detail).toBe(
      "Envíe su ubicación antes de conectarse: la sucursal exige estar dentro de una geozona de activación",
    );
  });
});
