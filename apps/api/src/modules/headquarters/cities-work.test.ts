import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HEADQUARTER_SETTINGS } from "@despacho/domain";
import { countries, headquarters, locationAreas } from "../../db/schema/index.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { BOGOTA_CITY, MEDELLIN_CITY } from "../../test/work-cities.js";

let t: TestApp;
let companyId: string;
let headers: Record<string, string>;
let hqId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  hqId = (await createHeadquarter(t.db, { companyId })).id;
  const created = await createUser(t.db, { companyId, headquarterIds: [hqId], permissions: ["view_configuration_menu"] });
  headers = authHeaders((await login(t.app, created.user.username, created.password)).access);
});
afterAll(() => t?.close());

const patch = (payload: object) => t.app.inject({ method: "PATCH", url: `/api/headquarter/${hqId}/settings/`, headers, payload });
const settingsOf = async () => (await t.db.select().from(headquarters).where(eq(headquarters.id, hqId)))[0].settings;
const row = (city: object, isDefault: boolean, custom: object | null = null) => ({
  city,
  default: isDefault,
  use_custom_bounds: custom !== null,
  custom_bounds: custom,
});

describe("PATCH /api/headquarter/:id/settings/ cities_work (spec §3, §5)", () => {
  it("saves the cities work with the country's own name and bounds for each city", async () => {
    const chapinero = { north: 4.68, south: 4.62, east: -74.03, west: -74.07 };
    const res = await patch({
      enable_custom_cities_work: true,
      cities_work: [row({ ...BOGOTA_CITY, name: "Bogota (typed)", bounds: chapinero }, true, chapinero), row(MEDELLIN_CITY, false)],
    });
    expect(res.statusCode).toBe(200);
    const saved = [row(BOGOTA_CITY, true, chapinero), row(MEDELLIN_CITY, false)];
    expect(res.json().cities_work).toEqual(saved);
    expect(await settingsOf()).toMatchObject({ enable_custom_cities_work: true, cities_work: saved });
  });

  it("refuses enabling custom limits without a default city with the spec's text (400)", async () => {
    await patch({ enable_custom_cities_work: false, cities_work: [] });
    const res = await patch({ enable_custom_cities_work: true, cities_work: [row(MEDELLIN_CITY, false)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: "VALIDATION",
      detail: "No existe una ciudad por defecto en el listado de limites personalizados",
      errors: [{ field: "cities_work", message: "No existe una ciudad por defecto en el listado de limites personalizados" }],
    });
    expect(await settingsOf()).toMatchObject({ enable_custom_cities_work: false, cities_work: [] });
  });

  it("refuses inverted custom bounds and a second default city in Spanish (400)", async () => {
    const inverted = await patch({ cities_work: [row(BOGOTA_CITY, true, { north: 4.5, south: 4.7, east: -74.1, west: -74 })] });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toEqual([
      { field: "cities_work.0.custom_bounds.north", message: "El límite norte debe ser mayor que el sur" },
      { field: "cities_work.0.custom_bounds.east", message: "El límite este debe ser mayor que el oeste" },
    ]);
    const twoDefaults = await patch({ cities_work: [row(BOGOTA_CITY, true), row(MEDELLIN_CITY, true)] });
    expect([twoDefaults.statusCode, twoDefaults.json().errors]).toEqual([
      400,
      [{ field: "cities_work", message: "Solo una ciudad puede ser la ciudad por defecto" }],
    ]);
  });

  it("refuses a department or a city of another country (400) and changes nothing", async () => {
    await t.db.insert(countries).values({ id: "PE", name: "Perú" }).onConflictDoNothing();
    await t.db
      .insert(locationAreas)
      .values({ id: 150101, countryId: "PE", type: "city", name: "Lima", searchName: "lima", bounds: BOGOTA_CITY.bounds })
      .onConflictDoNothing();
    const before = await settingsOf();
    for (const city of [
      { ...BOGOTA_CITY, id: 150101, name: "Lima" },
      { ...BOGOTA_CITY, id: 11, name: "Bogotá D.C." },
    ]) {
      const res = await patch({ cities_work: [row(city, true)] });
      expect([res.statusCode, res.json().errors]).toEqual([
        400,
        [{ field: "cities_work.0.city", message: "La ciudad no pertenece al país de la sucursal" }],
      ]);
    }
    expect(await settingsOf()).toEqual(before);
  });

  it("keeps the defaults for a headquarter never configured", async () => {
    const other = await createHeadquarter(t.db, { companyId });
    expect((await t.db.select().from(headquarters).where(eq(headquarters.id, other.id)))[0].settings).toEqual(DEFAULT_HEADQUARTER_SETTINGS);
  });
});
