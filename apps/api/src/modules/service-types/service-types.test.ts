import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { serviceTypes, services } from "../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const typeNamed = async (name: string, headquarterId = t.bogota) =>
  (
    await t.db
      .select()
      .from(serviceTypes)
      .where(and(eq(serviceTypes.headquarterId, headquarterId), eq(serviceTypes.name, name)))
  )[0];

describe("GET /api/service-types/", () => {
  it("pages active types by 5 for the lookup, filtered by name", async () => {
    const res = await t.call("GET", "/api/service-types/?name__icontains=domi");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, next: null, previous: null, results: [{ name: "Domicilio", base_cost: 6000 }] });
    const page = (await t.call("GET", "/api/service-types/")).json();
    expect(page.results.map((r: { name: string }) => r.name)).toEqual(["Domicilio", "Mensajería", "Por horas"]);
  });

  it("answers every active type without pagination with ?all, and inactive ones too with is_config=true", async () => {
    await t.db.insert(serviceTypes).values({ headquarterId: t.bogota, name: "Archivado", isActive: false });
    const all = (await t.call("GET", "/api/service-types/?all")).json();
    expect(all.map((r: { name: string }) => r.name)).toEqual(["Domicilio", "Mensajería", "Por horas"]);
    const config = (await t.call("GET", "/api/service-types/?all&is_config=true")).json();
    expect(config.map((r: { name: string; is_active: boolean }) => [r.name, r.is_active])).toContainEqual(["Archivado", false]);
  });

  it("lets the operador read (view_desktop_menu) but not write (403)", async () => {
    expect((await t.call("GET", "/api/service-types/?all", undefined, "operador")).statusCode).toBe(200);
    const res = await t.call("POST", "/api/service-types/", { name: "Express" }, "operador");
    expect(res.statusCode).toBe(403);
    expect(await typeNamed("Express")).toBeUndefined();
  });
});

describe("writing service types", () => {
  it("creates a type with the spec §3 fields and defaults", async () => {
    const res = await t.call("POST", "/api/service-types/", {
      name: "Express",
      base_cost: 9000,
      has_active_surcharges: true,
      distance_surcharge: { included_km: 3, value_per_km: 1500 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Express",
      base_cost: 9000,
      allow_location_without_coordinates: false,
      skip_address_confirmation_on_the_map: false,
      max_specified_base: null,
      distance_surcharge: { included_km: 3, value_per_km: 1500 },
      is_active: true,
      proof_rules: {
        pickup: { photo: "off", signature: "off", pin: "off" },
        drop_off: { photo: "optional", signature: "optional", pin: "off" },
      },
    });
    expect((await typeNamed("Express")).id).toBe(res.json().uuid);
  });

  it("sets what the courier must give at each step, and refuses a requirement it does not know (issue 24)", async () => {
    const type = await typeNamed("Mensajería");
    const proof_rules = {
      pickup: { photo: "optional", signature: "off", pin: "off" },
      drop_off: { photo: "required", signature: "required", pin: "required" },
    };
    const res = await t.call("PATCH", `/api/service-types/${type.id}/`, { proof_rules });
    expect([res.statusCode, res.json().proof_rules]).toEqual([200, proof_rules]);
    expect((await typeNamed("Mensajería")).proofRules).toEqual(proof_rules);
    const bad = await t.call("PATCH", `/api/service-types/${type.id}/`, {
      proof_rules: { ...proof_rules, drop_off: { ...proof_rules.drop_off, pin: "siempre" } },
    });
    expect([bad.statusCode, bad.json().errors]).toEqual([
      400,
      [{ field: "proof_rules.drop_off.pin", message: "Elija obligatoria, opcional o no se pide" }],
    ]);
    expect((await typeNamed("Mensajería")).proofRules).toEqual(proof_rules);
  });

  it("refuses bad input with Spanish field errors and writes nothing", async () => {
    const res = await t.call("POST", "/api/service-types/", { name: " ", base_cost: -1, round_trip_surcharge_percent: 150 });
    expect(res.statusCode).toBe(400);
    const { code, errors } = res.json();
    expect(code).toBe("VALIDATION");
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: "name", message: "Campo requerido" },
        { field: "base_cost", message: "Debe ser mayor o igual a 0" },
        { field: "round_trip_surcharge_percent", message: "Debe estar entre 0 y 100" },
      ]),
    );
  });

  it("patches only the fields sent", async () => {
    const type = await typeNamed("Por horas");
    const res = await t.call("PATCH", `/api/service-types/${type.id}/`, { max_specified_base: 200000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Por horas", base_cost: 25000, max_specified_base: 200000 });
    expect((await typeNamed("Por horas")).maxSpecifiedBase).toBe(200000);
  });

  it("hides another headquarter's type (404) and leaves it untouched", async () => {
    const medellinType = await typeNamed("Domicilio", t.medellin);
    expect((await t.call("GET", `/api/service-types/${medellinType.id}/`)).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/service-types/${medellinType.id}/`, { name: "Robado" })).statusCode).toBe(404);
    expect((await t.call("DELETE", `/api/service-types/${medellinType.id}/`)).statusCode).toBe(404);
    expect((await typeNamed("Domicilio", t.medellin)).isActive).toBe(true);
    expect((await t.call("GET", `/api/service-types/${medellinType.id}/`, undefined, "admin", t.medellin)).statusCode).toBe(200);
  });

  it("deletes an unused type (204)", async () => {
    const created = (await t.call("POST", "/api/service-types/", { name: "Temporal" })).json();
    expect((await t.call("DELETE", `/api/service-types/${created.uuid}/`)).statusCode).toBe(204);
    expect(await typeNamed("Temporal")).toBeUndefined();
  });

  it("refuses to delete a type services use (409, in Spanish) and keeps it", async () => {
    const type = await typeNamed("Domicilio");
    await t.db.insert(services).values({
      headquarterId: t.bogota,
      consecutive: 1,
      status: "pending",
      typeId: type.id,
      name: "Laura",
      phoneNumber: "+573001234567",
      calculatedCost: 6000,
    });
    const res = await t.call("DELETE", `/api/service-types/${type.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      detail: "No se puede eliminar el tipo de servicio porque ya se usó en servicios; puede desactivarlo",
    });
    expect(await typeNamed("Domicilio")).toMatchObject({ id: type.id, isActive: true });
  });
});

describe("POST /api/service-types/{id}/calculate-surcharges/", () => {
  // 0.1° of latitude is 11.12 km; Mensajería includes 5 km and charges 1200 per extra km.
  const route = [
    { latitude: 4.6, longitude: -74.08 },
    { latitude: 4.7, longitude: -74.08 },
  ];

  it("answers the breakdown in whole pesos", async () => {
    const type = await typeNamed("Mensajería");
    const res = await t.call(
      "POST",
      `/api/service-types/${type.id}/calculate-surcharges/`,
      { value: null, is_round_trip: true, distance_surcharge_locations: route },
      "operador",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      base_cost: 8000,
      distance_km: 11.12,
      distance_surcharge: 7343,
      round_trip_surcharge: 7672,
      customer_surcharge: 0,
      calculated_cost: 23015,
      surcharge_identifier: null,
    });
  });

  it("adds the customer's surcharge percentage", async () => {
    const type = await typeNamed("Mensajería");
    const customers = (await t.call("GET", "/api/users/customers/?q=Papeler")).json();
    const res = await t.call("POST", `/api/service-types/${type.id}/calculate-surcharges/`, {
      value: 10000,
      customer: customers.results[0].uuid,
      surcharge_identifier: "zona-norte",
      distance_surcharge_locations: route,
    });
    expect(res.json()).toMatchObject({
      base_cost: 10000,
      distance_surcharge: 7343,
      customer_surcharge: 1734,
      calculated_cost: 19077,
      surcharge_identifier: "zona-norte",
    });
  });

  it("refuses a customer of another headquarter as a field error", async () => {
    const type = await typeNamed("Mensajería");
    const other = (await t.call("GET", "/api/users/customers/", undefined, "admin", t.medellin)).json().results[0];
    const res = await t.call("POST", `/api/service-types/${type.id}/calculate-surcharges/`, { customer: other.uuid });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "customer", message: "Cliente no encontrado" }]);
  });

  it("refuses a location outside the globe", async () => {
    const type = await typeNamed("Mensajería");
    const res = await t.call("POST", `/api/service-types/${type.id}/calculate-surcharges/`, {
      distance_surcharge_locations: [{ latitude: 95, longitude: 0 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("distance_surcharge_locations.0.latitude");
  });
});
