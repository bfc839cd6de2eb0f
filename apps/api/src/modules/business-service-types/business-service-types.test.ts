import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceTypes } from "../../db/schema/index.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hqId: string;
let express: string;
let cargo: string;
let elsewhere: string;
beforeAll(async () => {
  t = await createTestApp();
  const hq = await createHeadquarter(t.db);
  hqId = hq.id;
  const other = await createHeadquarter(t.db, { companyId: hq.companyId });
  const types = await t.db
    .insert(serviceTypes)
    .values([
      { headquarterId: hqId, name: "Exprés" },
      { headquarterId: hqId, name: "Carga" },
      { headquarterId: other.id, name: "De otra sucursal" },
    ])
    .returning({ id: serviceTypes.id });
  [express, cargo, elsewhere] = types.map((x) => x.id);
});
afterAll(() => t?.close());

async function business() {
  const created = await createUser(t.db, { headquarterIds: [hqId], permissions: ["add_service"], business: { name: "Tienda" } });
  const tokens = await login(t.app, created.user.username, created.password);
  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...authHeaders(tokens.access, hqId), ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) },
    });
  return { ...created, call };
}

describe("/api/user-to-service-type/ (spec §7: the types a business uses from its provider)", () => {
  it("chooses, lists, reads and drops types of the provider", async () => {
    const me = await business();
    const chosen = await me.call("POST", "/api/user-to-service-type/", { service_type: express });
    expect(chosen.statusCode, chosen.body).toBe(201);
    const row = chosen.json();
    expect(row).toEqual({ id: row.id, service_type: { id: express, name: "Exprés" } });
    await me.call("POST", "/api/user-to-service-type/", { service_type: cargo });
    const list = await me.call("GET", "/api/user-to-service-type/");
    expect(list.json().results.map((r: { service_type: { name: string } }) => r.service_type.name)).toEqual(["Carga", "Exprés"]);
    expect((await me.call("GET", `/api/user-to-service-type/${row.id}/`)).json()).toEqual(row);

    const again = await me.call("POST", "/api/user-to-service-type/", { service_type: express });
    expect([again.statusCode, again.json().detail]).toEqual([409, "Ya usa este tipo de servicio con este proveedor"]);

    expect((await me.call("DELETE", `/api/user-to-service-type/${row.id}/`)).statusCode).toBe(204);
    expect((await me.call("GET", "/api/user-to-service-type/")).json().count).toBe(1);
  });

  it("refuses a type of another headquarter in Spanish (400) and never shows another business's choice (404)", async () => {
    const me = await business();
    const other = await business();
    const res = await me.call("POST", "/api/user-to-service-type/", { service_type: elsewhere });
    expect([res.statusCode, res.json().errors]).toEqual([
      400,
      [{ field: "service_type", message: "El tipo de servicio no es de este proveedor" }],
    ]);
    const mine = (await me.call("POST", "/api/user-to-service-type/", { service_type: express })).json();
    expect((await other.call("GET", `/api/user-to-service-type/${mine.id}/`)).statusCode).toBe(404);
    expect((await other.call("DELETE", `/api/user-to-service-type/${mine.id}/`)).statusCode).toBe(404);
    expect((await other.call("GET", "/api/user-to-service-type/")).json().count).toBe(0);
  });
});

describe("/api/service-type-user-to-business-store/ (spec §7: the types each store offers)", () => {
  it("offers a chosen type in a store, lists it by store, refuses twins and withdraws it", async () => {
    const me = await business();
    const store = (await me.call("POST", "/api/business-store/", { name: "Centro" })).json();
    const chosen = (await me.call("POST", "/api/user-to-service-type/", { service_type: cargo })).json();
    const offer = await me.call("POST", "/api/service-type-user-to-business-store/", {
      business_store: store.id,
      user_to_service_type: chosen.id,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const row = offer.json();
    expect(row).toEqual({
      id: row.id,
      business_store: store.id,
      user_to_service_type: chosen.id,
      service_type: { id: cargo, name: "Carga" },
    });
    const listed = await me.call("GET", `/api/service-type-user-to-business-store/?business_store=${store.id}`);
    expect(listed.json()).toMatchObject({ count: 1, results: [row] });

    const twin = await me.call("POST", "/api/service-type-user-to-business-store/", {
      business_store: store.id,
      user_to_service_type: chosen.id,
    });
    expect([twin.statusCode, twin.json().detail]).toEqual([409, "La tienda ya ofrece este tipo de servicio"]);

    expect((await me.call("DELETE", `/api/service-type-user-to-business-store/${row.id}/`)).statusCode).toBe(204);
    expect((await me.call("GET", "/api/service-type-user-to-business-store/")).json().count).toBe(0);
  });

  it("never links another business's store or choice (400), nor shows its offers (404)", async () => {
    const me = await business();
    const other = await business();
    const myStore = (await me.call("POST", "/api/business-store/", { name: "Mía" })).json();
    const myChoice = (await me.call("POST", "/api/user-to-service-type/", { service_type: express })).json();
    const theirStore = (await other.call("POST", "/api/business-store/", { name: "Ajena" })).json();
    const refused = await me.call("POST", "/api/service-type-user-to-business-store/", {
      business_store: theirStore.id,
      user_to_service_type: myChoice.id,
    });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      [{ field: "business_store", message: "La tienda y el tipo de servicio deben ser del mismo proveedor" }],
    ]);
    const offer = (
      await me.call("POST", "/api/service-type-user-to-business-store/", { business_store: myStore.id, user_to_service_type: myChoice.id })
    ).json();
    expect((await other.call("GET", `/api/service-type-user-to-business-store/${offer.id}/`)).statusCode).toBe(404);
    expect((await other.call("DELETE", `/api/service-type-user-to-business-store/${offer.id}/`)).statusCode).toBe(404);
    expect((await me.call("GET", "/api/service-type-user-to-business-store/")).json().count).toBe(1);
  });
});
