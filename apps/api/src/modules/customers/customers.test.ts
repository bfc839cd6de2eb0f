import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { ANONYMOUS_CUSTOMERS_ALL_MAX, QUICK_PANEL_MESSAGES } from "@despacho/domain";
import { anonymousCustomers, customers, serviceTypes, services } from "../../db/schema/index.js";
import { createDemoCatalogApp, type DemoCatalogApp } from "../../test/catalog-factories.js";

let t: DemoCatalogApp;
beforeAll(async () => {
  t = await createDemoCatalogApp();
});
afterAll(() => t.close());

const anonymousNamed = async (name: string, headquarterId = t.bogota) =>
  (
    await t.db
      .select()
      .from(anonymousCustomers)
      .where(and(eq(anonymousCustomers.headquarterId, headquarterId), eq(anonymousCustomers.name, name)))
  )[0];

describe("/api/users/customers/", () => {
  it("pages the creation-panel lookup by 5 for the operador (add_service)", async () => {
    await t.db.insert(customers).values({ headquarterId: t.bogota, name: "Zapatería Bolívar", phoneNumber: "+573001110000" });
    const res = await t.call("GET", "/api/users/customers/", undefined, "operador");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 6, previous: null, next: "/api/users/customers/?limit=5&offset=5" });
    expect(res.json().results).toHaveLength(5);
  });

  it("finds by name or by phone written any way", async () => {
    expect((await t.call("GET", "/api/users/customers/?q=fog%C3%B3n")).json().results.map((c: { name: string }) => c.name)).toEqual([
      "Restaurante El Fogón",
    ]);
    const byPhone = (await t.call("GET", `/api/users/customers/?q=${encodeURIComponent("310 456-7890")}`)).json();
    expect(byPhone.results).toMatchObject([{ name: "Restaurante El Fogón", phone_number: "+573104567890", surcharge_percent: 5 }]);
    // Words with digits in them are not phones: "zz45" must not match every phone holding a 45.
    expect((await t.call("GET", "/api/users/customers/?q=zz45")).json().count).toBe(0);
  });

  it("lists names as a person reads them: accents and capitals do not send a name to the end", async () => {
    await t.db.insert(customers).values(
      ["Zoe Orden", "Óscar Orden", "ana Orden", "Nelson Orden", "Ángela Orden"].map((name, i) => ({
        headquarterId: t.bogota,
        name,
        phoneNumber: `+57300222000${i}`,
      })),
    );
    const res = await t.call("GET", "/api/users/customers/?q=orden&limit=10");
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual([
      "ana Orden",
      "Ángela Orden",
      "Nelson Orden",
      "Óscar Orden",
      "Zoe Orden",
    ]);
  });

  it("creates a customer with the phone normalised", async () => {
    const res = await t.call("POST", "/api/users/customers/", {
      name: "Panadería La Espiga",
      phone_number: "(601) 555-1234",
      surcharge_percent: 8,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: "Panadería La Espiga", phone_number: "+576015551234", email: null, surcharge_percent: 8 });
    expect((await t.call("GET", `/api/users/customers/${res.json().uuid}/`)).json().name).toBe("Panadería La Espiga");
  });

  it("refuses a phone that is not one before normalising it (a date's digits are not a phone)", async () => {
    const before = await t.db.select().from(customers);
    const res = await t.call("POST", "/api/users/customers/", { name: "Tienda Fecha", phone_number: "2026-13-45T25:61:00Z" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "phone_number", message: "El teléfono solo puede tener dígitos, espacios, paréntesis, guiones, puntos y un + inicial" },
    ]);
    expect(await t.db.select().from(customers)).toEqual(before);
  });

  it("refuses the operador's create (403) and a short name or phone (400, spec §5)", async () => {
    expect((await t.call("POST", "/api/users/customers/", { name: "Tienda Uno", phone_number: "3001234567" }, "operador")).statusCode).toBe(
      403,
    );
    const res = await t.call("POST", "/api/users/customers/", { name: "Al", phone_number: "12-34" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "name", message: QUICK_PANEL_MESSAGES.name },
      { field: "phone_number", message: QUICK_PANEL_MESSAGES.phone },
    ]);
  });

  it("hides another headquarter's customer (404)", async () => {
    const [other] = await t.db.select().from(customers).where(eq(customers.headquarterId, t.medellin)).limit(1);
    expect((await t.call("GET", `/api/users/customers/${other.id}/`)).statusCode).toBe(404);
  });
});

describe("/api/users/anonymous-customers/", () => {
  it("lists with q, 25 a page; refuses the operador without view_anonymouscustomer (403)", async () => {
    const res = await t.call("GET", "/api/users/anonymous-customers/?q=laura");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      results: [{ name: "Laura Gómez", phone_number: "+573001234567", address: "Calle 80 # 15-20" }],
    });
    expect((await t.call("GET", "/api/users/anonymous-customers/", undefined, "operador")).statusCode).toBe(403);
  });

  it("answers all of them without pagination, capped", async () => {
    const res = await t.call("GET", "/api/users/anonymous-customers/all/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5);
    const many = Array.from({ length: ANONYMOUS_CUSTOMERS_ALL_MAX }, (_, i) => ({
      headquarterId: t.medellin,
      name: `Cliente ${i}`,
      phoneNumber: `+57310${String(i).padStart(7, "0")}`,
    }));
    await t.db.insert(anonymousCustomers).values(many);
    expect((await t.call("GET", "/api/users/anonymous-customers/all/", undefined, "admin", t.medellin)).json()).toHaveLength(
      ANONYMOUS_CUSTOMERS_ALL_MAX,
    );
    await t.db
      .delete(anonymousCustomers)
      .where(and(eq(anonymousCustomers.headquarterId, t.medellin), like(anonymousCustomers.name, "Cliente %")));
  });

  it("creates, patches and deletes one", async () => {
    const created = await t.call("POST", "/api/users/anonymous-customers/", {
      name: "  Camila Torres ",
      phone_number: "+57 315 000 1122",
      address: "Calle 45 # 12-08",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Camila Torres", phone_number: "+573150001122", email: null });
    const id = created.json().uuid;
    const patched = await t.call("PATCH", `/api/users/anonymous-customers/${id}/`, { address: null, email: "camila@correo.co" });
    expect(patched.json()).toMatchObject({ name: "Camila Torres", address: null, email: "camila@correo.co" });
    expect((await anonymousNamed("Camila Torres")).email).toBe("camila@correo.co");
    expect((await t.call("DELETE", `/api/users/anonymous-customers/${id}/`)).statusCode).toBe(204);
    expect(await anonymousNamed("Camila Torres")).toBeUndefined();
  });

  it("refuses a phone another anonymous customer of the same headquarter has (409)", async () => {
    const nubia = { name: "Nubia Cárdenas", phone_number: "+57 318 444 5566" };
    expect((await t.call("POST", "/api/users/anonymous-customers/", nubia)).statusCode).toBe(201);
    const res = await t.call("POST", "/api/users/anonymous-customers/", { ...nubia, name: "Otra Nubia" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: "DUPLICATE_PHONE",
      detail: "Ya existe un cliente con ese teléfono",
      errors: [{ field: "phone_number", message: "Ya existe un cliente con ese teléfono" }],
    });
    expect(await anonymousNamed("Otra Nubia")).toBeUndefined();
    expect((await t.call("POST", "/api/users/anonymous-customers/", nubia, "admin", t.medellin)).statusCode).toBe(201);
  });

  it("refuses a bad email in Spanish", async () => {
    const res = await t.call("POST", "/api/users/anonymous-customers/", {
      name: "Pedro Pérez",
      phone_number: "3009998877",
      email: "pedro@",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "email", message: "Formato de email no válido" }]);
  });

  it("refuses to delete one that has services (409)", async () => {
    const laura = await anonymousNamed("Laura Gómez");
    const [type] = await t.db.select().from(serviceTypes).where(eq(serviceTypes.headquarterId, t.bogota)).limit(1);
    await t.db.insert(services).values({
      headquarterId: t.bogota,
      consecutive: 1,
      status: "finished",
      typeId: type.id,
      name: "Laura",
      phoneNumber: "+573001234567",
      calculatedCost: 6000,
      anonymousCustomerId: laura.id,
    });
    const res = await t.call("DELETE", `/api/users/anonymous-customers/${laura.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe("No se puede eliminar el cliente porque tiene servicios");
    expect(await anonymousNamed("Laura Gómez")).toBeDefined();
  });

  it("hides another headquarter's anonymous customer (404) and leaves it untouched", async () => {
    const other = await anonymousNamed("Andrés Rodríguez", t.medellin);
    expect((await t.call("GET", `/api/users/anonymous-customers/${other.id}/`)).statusCode).toBe(404);
    expect((await t.call("PATCH", `/api/users/anonymous-customers/${other.id}/`, { name: "Cambiado" })).statusCode).toBe(404);
    expect((await t.call("DELETE", `/api/users/anonymous-customers/${other.id}/`)).statusCode).toBe(404);
    expect((await anonymousNamed("Andrés Rodríguez", t.medellin)).id).toBe(other.id);
  });
});
