import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  businessServiceTypes,
  businessStores,
  businessStoreServiceTypes,
  customers,
  headquarters,
  services,
  serviceTypes,
} from "../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "./test-support.js";

let t: ServicesTestApp;
let express: string;
let expressChosen: string;
beforeAll(async () => {
  t = await createServicesTestApp();
  // A type whose price is its base alone: $25.000, no surcharges.
  [{ id: express }] = await t.db
    .insert(serviceTypes)
    .values({ headquarterId: t.bogota, name: "Tienda exprés", baseCost: 25_000, allowLocationWithoutCoordinates: true })
    .returning({ id: serviceTypes.id });
  // The business uses it with its provider (spec §7 /user-to-service-type/).
  [{ id: expressChosen }] = await t.db
    .insert(businessServiceTypes)
    .values({ headquarterId: t.bogota, businessUserId: await t.userId("negocio"), serviceTypeId: express })
    .returning({ id: businessServiceTypes.id });
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: Record<string, unknown>, who: "negocio" | "operador" = "negocio") =>
  t.call(who, {
    method: "POST",
    url: "/api/services/",
    payload: t.payload({ type: express, ...payload }),
    headers: { "idempotency-key": randomUUID() },
  });

async function listFields(fields: string[]) {
  const [hq] = await t.db.select().from(headquarters).where(eq(headquarters.id, t.bogota));
  await t.db
    .update(headquarters)
    .set({ settings: { ...hq.settings, form_fields_to_display_on_service_creation: fields as never } })
    .where(eq(headquarters.id, t.bogota));
}
const count = () => t.db.$count(services, eq(services.headquarterId, t.bogota));

describe("a business user's service is priced by the server", () => {
  it("stores the type's $25.000 when the business sends $1, and answers it", async () => {
    const res = await post({ calculated_cost: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().calculated_cost).toBe(25000);
    expect((await t.row(res.json().uuid)).calculatedCost).toBe(25000);
  });

  it("keeps the price an operator types", async () => {
    const res = await post({ calculated_cost: 1 }, "operador");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().calculated_cost).toBe(1);
  });

  it("calculate-surcharges ignores a business user's value and answers the base", async () => {
    const res = await t.call("negocio", {
      method: "POST",
      url: `/api/service-types/${express}/calculate-surcharges/`,
      payload: { value: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ base_cost: 25000, calculated_cost: 25000 });
  });
});

describe("a business user creates with the types it chose with its provider", () => {
  it("refuses a type it did not choose (400 in Spanish) and creates nothing", async () => {
    const [{ id: unchosen }] = await t.db
      .insert(serviceTypes)
      .values({ headquarterId: t.bogota, name: "Sin elegir", allowLocationWithoutCoordinates: true })
      .returning({ id: serviceTypes.id });
    const before = await count();
    const res = await post({ type: unchosen });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "type", message: "El tipo de servicio no está habilitado para su negocio con este proveedor" },
    ]);
    expect(await count()).toBe(before);
    expect((await post({ type: unchosen }, "operador")).statusCode).toBe(201);
  });
});

describe("the creation field list decides what a business user sends (spec §5)", () => {
  it("refuses a field outside the list with a Spanish message and creates nothing", async () => {
    await listFields(["customer"]);
    const before = await count();
    const res = await post({ route_code: "R-7", is_round_trip: true, locations: t.payload().locations });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "is_round_trip", message: "Este campo no está habilitado para su negocio" },
      { field: "route_code", message: "Este campo no está habilitado para su negocio" },
    ]);
    expect(await count()).toBe(before);
  });

  it("accepts the same fields once listed", async () => {
    await listFields(["route_code", "is_round_trip"]);
    const res = await post({ route_code: "R-7", is_round_trip: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ route_code: "R-7", is_round_trip: true });
  });

  it("never lets a business user choose the courier", async () => {
    await listFields(["direct_assignment"]);
    const [courier] = t.catalogs[t.bogota].couriers;
    const res = await post({ direct_assignment: true, messenger: courier.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "messenger", message: "La asignación directa elige al colaborador disponible más cercano; no indique el colaborador" },
    ]);
  });

  it("assigns a business user's direct assignment to a courier the server chooses", async () => {
    await listFields(["direct_assignment"]);
    const res = await post({ direct_assignment: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe("assigned");
    expect(t.catalogs[t.bogota].couriers.map((c) => c.id)).toContain(res.json().messenger.uuid);
  });

  it("refuses a direct assignment whose origin has no pin: no courier is near", async () => {
    await listFields(["direct_assignment"]);
    const locations = t.payload().locations.map((l) => ({ ...l, latitude: null, longitude: null }));
    const res = await post({ direct_assignment: true, locations });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "direct_assignment", message: "No hay colaboradores disponibles cerca del origen para la asignación directa" },
    ]);
  });

  it("still asks an operator to choose the courier of a direct assignment", async () => {
    const res = await post({ direct_assignment: true }, "operador");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "messenger", message: "Seleccione el colaborador para la asignación directa" }]);
  });
});

describe("a business user's customers are its own", () => {
  const customersAs = async (who: "negocio" | "admin") => {
    const res = await t.call(who, { method: "GET", url: "/api/users/customers/?limit=100" });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.map((c: { name: string }) => c.name) as string[];
  };

  it("lists none of the company's directory, only what the business added", async () => {
    const companyNames = (
      await t.db
        .select()
        .from(customers)
        .where(and(eq(customers.headquarterId, t.bogota), isNull(customers.businessUserId)))
    ).map((c) => c.name);
    expect(companyNames.length).toBeGreaterThan(0);
    expect(await customersAs("negocio")).toEqual([]);
    const added = await t.call("negocio", {
      method: "POST",
      url: "/api/users/customers/",
      payload: { name: "Vecina del local", phone_number: "3104445566", surcharge_percent: 50 },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: "Vecina del local", surcharge_percent: 0 });
    expect(await customersAs("negocio")).toEqual(["Vecina del local"]);
    expect(await customersAs("admin")).toContain("Vecina del local");
  });

  it("answers 404 for a company customer and refuses it on a service", async () => {
    await listFields(["customer"]);
    const [company] = await t.db
      .select()
      .from(customers)
      .where(and(eq(customers.headquarterId, t.bogota), isNull(customers.businessUserId)));
    expect((await t.call("negocio", { method: "GET", url: `/api/users/customers/${company.id}/` })).statusCode).toBe(404);
    const res = await post({ customer: company.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "customer", message: "El cliente no existe en la sucursal" }]);
  });
});

describe("a business user's desk follows its store's listing order (spec §4)", () => {
  it("lists its services ascending once its store says 1, while the headquarter keeps descending", async () => {
    const tag = `Orden${Date.now()}`;
    const first = (await post({ name: `${tag} primero` })).json();
    const second = (await post({ name: `${tag} segundo` })).json();
    const uuids = async (who: "negocio" | "operador") =>
      (await t.call(who, { method: "GET", url: `/api/services/?q=${tag}` })).json().results.map((s: { uuid: string }) => s.uuid);
    expect(await uuids("negocio")).toEqual([second.uuid, first.uuid]);
    const store = (await t.call("negocio", { method: "GET", url: "/api/business-store/" })).json().results[0];
    const order = (service_listing_order: number) =>
      t.call("negocio", { method: "PATCH", url: `/api/business-store/${store.id}/`, payload: { service_listing_order } });
    expect((await order(1)).statusCode).toBe(200);
    try {
      expect(await uuids("negocio")).toEqual([first.uuid, second.uuid]);
      expect(await uuids("operador")).toEqual([second.uuid, first.uuid]);
    } finally {
      expect((await order(-1)).statusCode).toBe(200);
    }
  });
});

describe("a business user's service carries one of its stores (docs/decisions/010-business-providers.md)", () => {
  const storeNamed = async (name: string) => (await t.db.select().from(businessStores).where(eq(businessStores.name, name)))[0];
  const detail = async (uuid: string) => (await t.call("negocio", { method: "GET", url: `/api/services/${uuid}/` })).json();

  it("keeps the store it names and answers it in the creation and the detail", async () => {
    const store = await storeNamed("La Esquina Chapinero");
    const res = await post({ business_store_id: store.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().business_store).toEqual({ id: store.id, name: "La Esquina Chapinero" });
    expect((await t.row(res.json().uuid)).businessStoreId).toBe(store.id);
    expect((await detail(res.json().uuid)).business_store).toEqual({ id: store.id, name: "La Esquina Chapinero" });
  });

  it("still creates without a store when the business has stores, and the detail says null", async () => {
    const res = await post({});
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.row(res.json().uuid)).businessStoreId).toBeNull();
    expect((await detail(res.json().uuid)).business_store).toBeNull();
  });

  it("refuses another business's store and its own store of another provider (400) and creates nothing", async () => {
    const others = await storeNamed("Bodega Centro");
    const [elsewhere] = await t.db
      .insert(businessStores)
      .values({ headquarterId: t.medellin, businessUserId: await t.userId("negocio"), name: "Tienda Laureles" })
      .returning();
    const before = await count();
    for (const store of [others, elsewhere]) {
      const res = await post({ business_store_id: store.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "business_store_id", message: "La tienda no es de su negocio con este proveedor" }]);
    }
    expect(await count()).toBe(before);
  });

  it("once the store offers a type, refuses another chosen type (400) and accepts the offered one", async () => {
    const store = await storeNamed("La Esquina Chapinero");
    const [offer] = await t.db
      .insert(businessStoreServiceTypes)
      .values({ headquarterId: t.bogota, businessStoreId: store.id, businessServiceTypeId: expressChosen })
      .returning();
    try {
      const before = await count();
      const refused = await post({ business_store_id: store.id, type: t.catalogs[t.bogota].type.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: "type", message: "La tienda no ofrece este tipo de servicio" }]);
      expect(await count()).toBe(before);
      const accepted = await post({ business_store_id: store.id, type: express });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(accepted.json()).toMatchObject({ type_name: "Tienda exprés", business_store: { name: "La Esquina Chapinero" } });
      // Without a store the business may still ask for any type it chose with the provider.
      expect((await post({ type: t.catalogs[t.bogota].type.id })).statusCode).toBe(201);
    } finally {
      await t.db.delete(businessStoreServiceTypes).where(eq(businessStoreServiceTypes.id, offer.id));
    }
  });

  it("does not let an operator name a store (400) and creates nothing", async () => {
    const store = await storeNamed("La Esquina Chapinero");
    const before = await count();
    const res = await post({ business_store_id: store.id }, "operador");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "business_store_id", message: "Solo un negocio indica la tienda del servicio" }]);
    expect(await count()).toBe(before);
  });

  it("keeps the service when its store is deleted: the detail then says null", async () => {
    const created = await t.call("negocio", {
      method: "POST",
      url: "/api/business-store/",
      payload: { name: "Tienda de paso" },
      headers: { "idempotency-key": randomUUID() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await post({ business_store_id: created.json().id });
    expect(res.statusCode, res.body).toBe(201);
    const removed = await t.call("negocio", { method: "DELETE", url: `/api/business-store/${created.json().id}/` });
    expect(removed.statusCode).toBe(204);
    expect((await detail(res.json().uuid)).business_store).toBeNull();
  });
});
