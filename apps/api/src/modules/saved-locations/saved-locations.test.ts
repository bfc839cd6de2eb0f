import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { savedLocations } from "../../db/schema/index.js";
import { createCompany, createSavedLocation, twoHeadquarters } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createLinkRow } from "../../test/link-factories.js";

const URL = "/api/locations/";
// Carrera 7 # 71-21 in Chapinero, Bogotá (the test headquarters' city, DANE 11001).
const BODEGA = { name: "Bodega Chapinero", address: "cra 7 # 71-21 int 3", latitude: 4.6545, longitude: -74.0563 };

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp({ config: { geocoderUrl: undefined } });
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const setup = () => twoHeadquarters(t, companyId, ["add_service"]);

describe("POST /api/locations/", () => {
  it("saves the place with its address normalised and the city its point is in, decided by the server", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      payload: { ...BODEGA },
      headers: { ...s.in(s.a), "idempotency-key": crypto.randomUUID() },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: "Bodega Chapinero",
      address: "Carrera 7 # 71-21, Interior 3",
      latitude: 4.6545,
      longitude: -74.0563,
      city_id: 11001,
      city: "Bogotá",
      created_at: expect.any(String),
    });
  });

  it("keeps a point outside the working cities without a city (-1)", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      payload: { name: "Finca", address: "Vereda El Salitre", latitude: 5.5, longitude: -73.3 },
      headers: { ...s.in(s.a), "idempotency-key": crypto.randomUUID() },
    });
    expect(res.json()).toMatchObject({ city_id: -1, city: null, address: "Vereda El Salitre" });
  });

  it("refuses a second place of the same name in the headquarter (409 DUPLICATE_NAME), not in another", async () => {
    const s = await setup();
    await createSavedLocation(t.db, { headquarterId: s.a, name: "Oficina" });
    const post = (hq: string) =>
      t.app.inject({
        method: "POST",
        url: URL,
        payload: { ...BODEGA, name: "OFICINA" },
        headers: { ...s.in(hq), "idempotency-key": crypto.randomUUID() },
      });
    const again = await post(s.a);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "DUPLICATE_NAME",
      errors: [{ field: "name", message: "Ya existe un lugar frecuente con ese nombre" }],
    });
    expect((await post(s.b)).statusCode).toBe(201);
  });

  it("says in Spanish what is missing", async () => {
    const s = await setup();
    const res = await t.app.inject({ method: "POST", url: URL, payload: { name: "", address: "Calle 72 # 10-34" }, headers: s.in(s.a) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Campo requerido" },
        { field: "latitude", message: "Ubique la dirección en el mapa" },
      ]),
    );
  });
});

describe("GET /api/locations/latest/", () => {
  it("pages the headquarter's places newest first, 5 a page, and finds them by name or by address as typed", async () => {
    const s = await setup();
    for (const [i, name] of ["Uno", "Dos", "Tres", "Cuatro", "Cinco", "Seis"].entries()) {
      await createSavedLocation(t.db, {
        headquarterId: s.a,
        name,
        address: `Calle ${70 + i} # 10-34`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    await createSavedLocation(t.db, { headquarterId: s.b, name: "De la otra sucursal" });
    const page = await t.app.inject({ method: "GET", url: `${URL}latest/`, headers: s.in(s.a) });
    expect(page.json()).toMatchObject({ count: 6, next: "/api/locations/latest/?limit=5&offset=5", previous: null });
    expect(page.json().results.map((r: { name: string }) => r.name)).toEqual(["Seis", "Cinco", "Cuatro", "Tres", "Dos"]);
    const byStreet = await t.app.inject({ method: "GET", url: `${URL}latest/`, query: { q: "cl 72" }, headers: s.in(s.a) });
    expect(byStreet.json().results.map((r: { name: string }) => r.name)).toEqual(["Tres"]);
    const byName = await t.app.inject({ method: "GET", url: `${URL}latest/`, query: { q: "SEI" }, headers: s.in(s.a) });
    expect(byName.json().results.map((r: { name: string }) => r.name)).toEqual(["Seis"]);
  });
});

describe("PATCH and DELETE /api/locations/{id}/", () => {
  it("renames and moves a place (its city follows the point) and deletes it; another headquarter's id answers 404", async () => {
    const s = await setup();
    const place = await createSavedLocation(t.db, { headquarterId: s.a, name: "Sede" });
    const other = await createSavedLocation(t.db, { headquarterId: s.b, name: "Sede" });
    const moved = await t.app.inject({
      method: "PATCH",
      url: `${URL}${place.id}/`,
      payload: { name: "Sede norte", latitude: 4.7, longitude: -74.05 },
      headers: s.in(s.a),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      name: "Sede norte",
      address: "Calle 72 # 10-34",
      latitude: 4.7,
      longitude: -74.05,
      city_id: 11001,
      city: "Bogotá",
    });
    expect(
      (await t.app.inject({ method: "PATCH", url: `${URL}${other.id}/`, payload: { name: "X" }, headers: s.in(s.a) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `${URL}${other.id}/`, headers: s.in(s.a) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `${URL}${place.id}/`, headers: s.in(s.a) })).statusCode).toBe(204);
    const left = await t.db.select({ name: savedLocations.name }).from(savedLocations).where(eq(savedLocations.headquarterId, s.a));
    expect(left).toEqual([]);
  });
});

describe("the address search offers the saved places first", () => {
  it("in the creation panel and on the request link, before the geocoder's places, with their name", async () => {
    const s = await setup();
    await createSavedLocation(t.db, {
      headquarterId: s.a,
      name: "Bodega Avenida Chile",
      address: "Calle 72 # 10-40",
      latitude: 4.658,
      longitude: -74.0567,
      cityId: 11001,
    });
    const panel = await t.app.inject({ method: "GET", url: "/api/geocoder/search/", query: { q: "Cl 72 # 10" }, headers: s.in(s.a) });
    expect(panel.statusCode).toBe(200);
    expect(panel.json()[0]).toEqual({
      label: "Calle 72 # 10-40",
      latitude: 4.658,
      longitude: -74.0567,
      city_id: 11001,
      saved_name: "Bodega Avenida Chile",
    });
    expect(panel.json()[1]).toMatchObject({ label: "Centro Comercial Avenida Chile, Calle 72 # 10-34, Bogotá" });
    expect(panel.json()[1].saved_name).toBeUndefined();
    const link = await createLinkRow(t.db, s.a);
    const linkPage = await t.app.inject({
      method: "GET",
      url: "/api/services/create-anonymous/places/",
      query: { token: link.token, q: "bodega" },
    });
    expect(linkPage.json()).toEqual([
      { label: "Calle 72 # 10-40", latitude: 4.658, longitude: -74.0567, city_id: 11001, saved_name: "Bodega Avenida Chile" },
    ]);
    const elsewhere = await t.app.inject({ method: "GET", url: "/api/geocoder/search/", query: { q: "bodega" }, headers: s.in(s.b) });
    expect(elsewhere.json()).toEqual([]);
  });
});
