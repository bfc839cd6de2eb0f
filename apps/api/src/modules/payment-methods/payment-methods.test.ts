import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { paymentMethods, serviceTypes, services } from "../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const methodNamed = async (name: string, headquarterId = t.bogota) =>
  (
    await t.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.headquarterId, headquarterId), eq(paymentMethods.name, name)))
  )[0];
const defaults = async (headquarterId = t.bogota) =>
  (
    await t.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.headquarterId, headquarterId), eq(paymentMethods.isDefault, true)))
  ).map((m) => m.name);

describe("GET /api/payment-method/", () => {
  it("lists the default first, then by name", async () => {
    const res = await t.call("GET", "/api/payment-method/", undefined, "operador");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.json().results.map((m: { name: string; is_default: boolean }) => [m.name, m.is_default])).toEqual([
      ["Efectivo", true],
      ["Tarjeta", false],
      ["Transferencia", false],
    ]);
  });

  it("pages with limit and offset", async () => {
    const res = (await t.call("GET", "/api/payment-method/?limit=2")).json();
    expect(res.results).toHaveLength(2);
    expect(res.next).toBe("/api/payment-method/?limit=2&offset=2");
  });

  it("shows inactive methods only to the configuration screen (is_config=true)", async () => {
    await t.db.insert(paymentMethods).values({ headquarterId: t.bogota, name: "Cheque", isActive: false });
    expect((await t.call("GET", "/api/payment-method/")).json().count).toBe(3);
    expect((await t.call("GET", "/api/payment-method/?is_config=true")).json().count).toBe(4);
  });
});

describe("writing payment methods", () => {
  it("refuses the operador (403) and writes nothing", async () => {
    expect((await t.call("POST", "/api/payment-method/", { name: "Nequi" }, "operador")).statusCode).toBe(403);
    expect(await methodNamed("Nequi")).toBeUndefined();
  });

  it("refuses an empty name with a Spanish field error", async () => {
    const res = await t.call("POST", "/api/payment-method/", { name: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", errors: [{ field: "name", message: "Campo requerido" }] });
  });

  it("keeps exactly one default: a new default unsets the old one", async () => {
    const res = await t.call("POST", "/api/payment-method/", { name: "Nequi", is_default: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Nequi", is_default: true, is_used: false, is_active: true });
    expect(await defaults()).toEqual(["Nequi"]);
    const tarjeta = await methodNamed("Tarjeta");
    expect((await t.call("PATCH", `/api/payment-method/${tarjeta.id}/`, { is_default: true })).json()).toMatchObject({ is_default: true });
    expect(await defaults()).toEqual(["Tarjeta"]);
    expect(await defaults(t.medellin)).toEqual(["Efectivo"]);
  });

  it("refuses to leave the headquarter without a default (409)", async () => {
    const tarjeta = await methodNamed("Tarjeta");
    const unset = await t.call("PATCH", `/api/payment-method/${tarjeta.id}/`, { is_default: false });
    expect(unset.statusCode).toBe(409);
    expect(unset.json().detail).toBe("Debe existir un método de pago por defecto; marque otro como predeterminado");
    expect((await t.call("PATCH", `/api/payment-method/${tarjeta.id}/`, { is_active: false })).statusCode).toBe(409);
    expect((await t.call("DELETE", `/api/payment-method/${tarjeta.id}/`)).statusCode).toBe(409);
    expect(await defaults()).toEqual(["Tarjeta"]);
  });

  it("makes a new method the default of a headquarter that has none", async () => {
    await t.db.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.headquarterId, t.medellin));
    const res = await t.call("POST", "/api/payment-method/", { name: "Daviplata" }, "admin", t.medellin);
    expect(res.json()).toMatchObject({ name: "Daviplata", is_default: true });
    expect(await defaults(t.medellin)).toEqual(["Daviplata"]);
  });

  it("answers is_used from the services that reference the method", async () => {
    const nequi = await methodNamed("Nequi");
    expect((await t.call("GET", `/api/payment-method/${nequi.id}/`)).json()).toMatchObject({ is_used: false });
  });

  it("deletes an unused method (204)", async () => {
    const nequi = await methodNamed("Nequi");
    expect((await t.call("DELETE", `/api/payment-method/${nequi.id}/`)).statusCode).toBe(204);
    expect(await methodNamed("Nequi")).toBeUndefined();
  });

  it("refuses to delete a method services used (409) and reports it as used", async () => {
    const efectivo = await methodNamed("Efectivo");
    const [type] = await t.db.select().from(serviceTypes).where(eq(serviceTypes.headquarterId, t.bogota)).limit(1);
    await t.db.insert(services).values({
      headquarterId: t.bogota,
      consecutive: 1,
      status: "finished",
      typeId: type.id,
      name: "Laura",
      phoneNumber: "+573001234567",
      calculatedCost: 6000,
      paymentMethodId: efectivo.id,
    });
    const res = await t.call("DELETE", `/api/payment-method/${efectivo.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      detail: "No se puede eliminar el método de pago porque ya se usó en servicios; puede desactivarlo",
    });
    expect(await methodNamed("Efectivo")).toBeDefined();
    expect((await t.call("GET", `/api/payment-method/${efectivo.id}/`)).json()).toMatchObject({ is_used: true });
  });

  it("hides another headquarter's method (404)", async () => {
    const medellin = await methodNamed("Daviplata", t.medellin);
    expect((await t.call("GET", `/api/payment-method/${medellin.id}/`)).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/payment-method/${medellin.id}/`, { name: "Otro" })).statusCode).toBe(404);
    expect((await t.call("DELETE", `/api/payment-method/${medellin.id}/`)).statusCode).toBe(404);
    expect(await methodNamed("Daviplata", t.medellin)).toMatchObject({ name: "Daviplata", isDefault: true });
  });
});
