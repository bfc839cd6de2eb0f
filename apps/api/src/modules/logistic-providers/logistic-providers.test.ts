import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessServiceTypes, memberships } from "../../db/schema/index.js";
import { createHeadquarter, createUser, resourceFactories } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let norte: { id: string; companyId: string };
let sur: string;
let closed: string;
let foreign: string;
beforeAll(async () => {
  t = await createTestApp();
  norte = await createHeadquarter(t.db, { name: "Norte" });
  sur = (await createHeadquarter(t.db, { name: "Sur", cityName: "Soacha", companyId: norte.companyId })).id;
  closed = (await createHeadquarter(t.db, { name: "Cerrada", companyId: norte.companyId, isActive: false })).id;
  foreign = (await createHeadquarter(t.db, { name: "Ajena" })).id;
});
afterAll(() => t?.close());

async function business() {
  const created = await createUser(t.db, { headquarterIds: [norte.id], permissions: ["add_service"], business: { name: "Tienda" } });
  const call = async (method: "GET" | "POST" | "DELETE", url: string, payload?: object) => {
    const tokens = await login(t.app, created.user.username, created.password);
    const headers = { ...authHeaders(tokens.access, norte.id), ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) };
    return t.app.inject({ method, url, payload, headers });
  };
  return { ...created, call };
}

const names = (res: { json: () => { results: { name: string }[] } }) => res.json().results.map((p) => p.name);

describe("/api/logistic-provider/ (spec §2.2 /logistic-provider)", () => {
  it("lists its providers, offers the company's other active headquarters, adds and removes one", async () => {
    const me = await business();
    expect((await me.call("GET", "/api/logistic-provider/")).json()).toEqual({
      results: [{ id: norte.id, name: "Norte", city_name: "Bogotá" }],
    });
    expect(names(await me.call("GET", "/api/logistic-provider/available/"))).toEqual(["Sur"]);

    const added = await me.call("POST", "/api/logistic-provider/", { headquarter: sur });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ id: sur, name: "Sur", city_name: "Soacha" });
    expect(names(await me.call("GET", "/api/logistic-provider/"))).toEqual(["Norte", "Sur"]);
    expect(names(await me.call("GET", "/api/logistic-provider/available/"))).toEqual([]);
    // A fresh sign-in may work in the new provider.
    const inSur = await login(t.app, me.user.username, me.password);
    const stores = await t.app.inject({ method: "GET", url: "/api/business-store/", headers: authHeaders(inSur.access, sur) });
    expect(stores.statusCode).toBe(200);

    const again = await me.call("POST", "/api/logistic-provider/", { headquarter: sur });
    expect([again.statusCode, again.json().detail]).toEqual([409, "Esta sucursal ya es su proveedor"]);

    expect((await me.call("DELETE", `/api/logistic-provider/${norte.id}/`)).statusCode).toBe(204);
    expect(names(await me.call("GET", "/api/logistic-provider/"))).toEqual(["Sur"]);
  });

  it("keeps its last provider (409) and the types it chose leave with a removed one", async () => {
    const me = await business();
    const last = await me.call("DELETE", `/api/logistic-provider/${norte.id}/`);
    expect([last.statusCode, last.json().detail]).toEqual([409, "El negocio debe tener al menos un proveedor"]);
    expect(await t.db.$count(memberships, eq(memberships.userId, me.user.id))).toBe(1);

    await me.call("POST", "/api/logistic-provider/", { headquarter: sur });
    const typeId = await resourceFactories["service-type"](t.db, sur);
    await t.db.insert(businessServiceTypes).values({ headquarterId: sur, businessUserId: me.user.id, serviceTypeId: typeId });
    expect((await me.call("DELETE", `/api/logistic-provider/${sur}/`)).statusCode).toBe(204);
    expect(await t.db.$count(businessServiceTypes, eq(businessServiceTypes.businessUserId, me.user.id))).toBe(0);
  });

  it("never adds an inactive headquarter or another company's (404), nor removes one it does not have", async () => {
    const me = await business();
    for (const headquarter of [closed, foreign, randomUUID()]) {
      expect((await me.call("POST", "/api/logistic-provider/", { headquarter })).statusCode).toBe(404);
    }
    expect((await me.call("DELETE", `/api/logistic-provider/${foreign}/`)).statusCode).toBe(404);
    const bad = await me.call("POST", "/api/logistic-provider/", { headquarter: "Sur" });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, [{ field: "headquarter", message: "Identificador inválido" }]]);
    expect(names(await me.call("GET", "/api/logistic-provider/"))).toEqual(["Norte"]);
  });

  it("is refused to staff (403)", async () => {
    const staff = await createUser(t.db, { headquarterIds: [norte.id], permissions: ["view_desktop_menu", "add_service"] });
    const tokens = await login(t.app, staff.user.username, staff.password);
    const res = await t.app.inject({ method: "GET", url: "/api/logistic-provider/", headers: authHeaders(tokens.access, norte.id) });
    expect(res.statusCode).toBe(403);
  });
});
