import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessStores } from "../../db/schema/index.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

let t: TestApp;
let hqId: string;
beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
});
afterAll(() => t?.close());

async function business(name = "Tienda") {
  const created = await createUser(t.db, { headquarterIds: [hqId], permissions: ["add_service"], business: { name } });
  const tokens = await login(t.app, created.user.username, created.password);
  const headers = authHeaders(tokens.access, hqId);
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...headers, ...(method === "POST" ? { "idempotency-key": randomUUID() } : {}) } });
  return { ...created, call };
}

describe("/api/business-store/ (spec §2.2 /business-store)", () => {
  it("creates, lists, reads, changes and deletes a business's own store", async () => {
    const me = await business();
    const created = await me.call("POST", "/api/business-store/", {
      name: " Sede Chapinero ",
      address: "Calle 60 # 9-20",
      active_cities: [25175, 11001, 25175],
      service_listing_order: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const store = created.json();
    expect(store).toEqual({
      id: store.id,
      name: "Sede Chapinero",
      address: "Calle 60 # 9-20",
      active_cities: [
        { id: 11001, name: "Bogotá" },
        { id: 25175, name: "Chía" },
      ],
      service_listing_order: 1,
    });
    const list = await me.call("GET", "/api/business-store/");
    expect(list.json()).toMatchObject({ count: 1, results: [store] });
    expect((await me.call("GET", `/api/business-store/${store.id}/`)).json()).toEqual(store);

    const changed = await me.call("PATCH", `/api/business-store/${store.id}/`, { active_cities: [25754], service_listing_order: -1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "Sede Chapinero",
      active_cities: [{ id: 25754, name: "Soacha" }],
      service_listing_order: -1,
    });

    expect((await me.call("DELETE", `/api/business-store/${store.id}/`)).statusCode).toBe(204);
    expect(await t.db.select().from(businessStores).where(eq(businessStores.id, store.id))).toEqual([]);
  });

  it("answers the active cities of all its stores once, sorted", async () => {
    const me = await business();
    await me.call("POST", "/api/business-store/", { name: "Norte", active_cities: [25175, 11001] });
    await me.call("POST", "/api/business-store/", { name: "Sur", active_cities: [25754, 11001] });
    const res = await me.call("GET", "/api/business-store/active-cities/");
    expect(res.json()).toEqual({
      results: [
        { id: 11001, name: "Bogotá" },
        { id: 25175, name: "Chía" },
        { id: 25754, name: "Soacha" },
      ],
    });
  });

  it("takes only cities of the country's location areas (400 in Spanish), keeping the store as it was", async () => {
    const me = await business();
    const store = (await me.call("POST", "/api/business-store/", { name: "Centro", active_cities: [11001] })).json();
    // 25 is Cundinamarca, a department, and 99999999 names no area.
    for (const active_cities of [[25], [11001, 99999999]]) {
      const res = await me.call("PATCH", `/api/business-store/${store.id}/`, { active_cities });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "active_cities", message: "La ciudad no pertenece al país del negocio" }]);
    }
    const text = await me.call("POST", "/api/business-store/", { name: "Texto", active_cities: ["Bogotá"] });
    expect(text.statusCode).toBe(400);
    expect((await me.call("GET", `/api/business-store/${store.id}/`)).json().active_cities).toEqual([{ id: 11001, name: "Bogotá" }]);
  });

  it("never shows or changes another business's store (404), and refuses bad input in Spanish", async () => {
    const owner = await business("Dueña");
    const other = await business("Vecino");
    const store = (await owner.call("POST", "/api/business-store/", { name: "Privada" })).json();
    expect((await other.call("GET", "/api/business-store/")).json().count).toBe(0);
    expect((await other.call("GET", `/api/business-store/${store.id}/`)).statusCode).toBe(404);
    expect((await other.call("PATCH", `/api/business-store/${store.id}/`, { name: "Mía" })).statusCode).toBe(404);
    expect((await other.call("DELETE", `/api/business-store/${store.id}/`)).statusCode).toBe(404);
    const bad = await owner.call("POST", "/api/business-store/", { name: "  " });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: "name", message: "Campo requerido" }]);
    expect((await owner.call("GET", "/api/business-store/")).json().count).toBe(1);
  });

  it("is refused to staff (403)", async () => {
    const staff = await createUser(t.db, { headquarterIds: [hqId], permissions: ["view_desktop_menu", "add_service"] });
    const tokens = await login(t.app, staff.user.username, staff.password);
    const res = await t.app.inject({ method: "GET", url: "/api/business-store/", headers: authHeaders(tokens.access, hqId) });
    expect(res.statusCode).toBe(403);
  });
});
