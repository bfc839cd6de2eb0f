import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { employments } from "../../db/schema/index.js";
import { claimIdempotencyKey } from "../../plugins/idempotency.js";
import { OPERATOR_PERMISSIONS } from "../../seed/demo-data.js";
import { createCompany, createEmployment, twoHeadquarters } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";

const ADMIN_PERMISSIONS = ["view_employment_menu", "add_employment", "change_employment", "delete_employment"];
const URL = "/api/users/employments/";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

/** Two headquarters of one company and a user of both (X-Headquarter chooses). */
const setup = (permissions = ADMIN_PERMISSIONS) => twoHeadquarters(t, companyId, permissions);

const rowsOf = (headquarterId: string) =>
  t.db.select({ name: employments.name }).from(employments).where(eq(employments.headquarterId, headquarterId)).orderBy(employments.name);

describe("GET /api/users/employments/", () => {
  it("pages the headquarter's employments sorted by name with count, next and previous", async () => {
    const s = await setup();
    const names = Array.from({ length: 12 }, (_, i) => `Cargo ${String.fromCharCode(76 - i)}`); // L … A, created out of order
    for (const name of names) await createEmployment(t.db, { headquarterId: s.a, name });
    await createEmployment(t.db, { headquarterId: s.b, name: "De la otra sucursal" });

    const first = await t.app.inject({ method: "GET", url: URL, query: { limit: "5" }, headers: s.in(s.a) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      count: 12,
      next: "/api/users/employments/?limit=5&offset=5",
      previous: null,
      results: ["A", "B", "C", "D", "E"].map((l) => ({ id: expect.any(String), name: `Cargo ${l}` })),
    });
    const last = await t.app.inject({ method: "GET", url: URL, query: { limit: "5", offset: "10" }, headers: s.in(s.a) });
    expect(last.json()).toMatchObject({ count: 12, next: null, previous: "/api/users/employments/?limit=5&offset=5" });
    expect(last.json().results.map((r: { name: string }) => r.name)).toEqual(["Cargo K", "Cargo L"]);
    const byPage = await t.app.inject({ method: "GET", url: URL, query: { limit: "5", page: "2" }, headers: s.in(s.a) });
    expect(byPage.json().results.map((r: { name: string }) => r.name)).toEqual(["Cargo F", "Cargo G", "Cargo H", "Cargo I", "Cargo J"]);
  });

  it("filters with name__icontains, ignoring case", async () => {
    const s = await setup();
    for (const name of ["Auxiliar logístico", "Auxiliar de bodega", "Coordinador"])
      await createEmployment(t.db, { headquarterId: s.a, name });
    const res = await t.app.inject({ method: "GET", url: URL, query: { name__icontains: "AUX" }, headers: s.in(s.a) });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    expect(
      res
        .json()
        .results.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(["Auxiliar de bodega", "Auxiliar logístico"]);
  });

  it("treats % and _ in name__icontains literally", async () => {
    const s = await setup();
    for (const name of ["Comisión 100%", "Cargo_especial", "Cargo normal", "Mensajero"])
      await createEmployment(t.db, { headquarterId: s.a, name });
    const search = async (term: string) =>
      (await t.app.inject({ method: "GET", url: URL, query: { name__icontains: term }, headers: s.in(s.a) }))
        .json()
        .results.map((r: { name: string }) => r.name);
    expect(await search("%")).toEqual(["Comisión 100%"]);
    expect(await search("_")).toEqual(["Cargo_especial"]);
    expect(await search("o_e")).toEqual(["Cargo_especial"]);
    expect(await search("\\")).toEqual([]);
  });
  it("answers each write at once, though the list is a cached read: create, rename and delete are listed next", async () => {
    const s = await setup();
    await createEmployment(t.db, { headquarterId: s.a, name: "Bodeguero" });
    const names = async () =>
      (await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) })).json().results.map((r: { name: string }) => r.name);
    expect(await names()).toEqual(["Bodeguero"]);

    const created = await t.app.inject({ method: "POST", url: URL, payload: { name: "cajero" }, headers: s.in(s.a) });
    expect(created.statusCode).toBe(201);
    expect(await names()).toEqual(["Bodeguero", "Cajero"]);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `${URL}${created.json().id}/`,
      payload: { name: "Auxiliar" },
      headers: s.in(s.a),
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(["Auxiliar", "Bodeguero"]);
    const removed = await t.app.inject({ method: "DELETE", url: `${URL}${created.json().id}/`, headers: s.in(s.a) });
    expect(removed.statusCode).toBe(204);
    expect(await names()).toEqual(["Bodeguero"]);
  });
});

describe("POST /api/users/employments/", () => {
  it("creates the employment with a capitalised name (201)", async () => {
    const s = await setup();
    const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.a), payload: { name: "  auxiliar " } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: "Auxiliar" });
    expect(await rowsOf(s.a)).toEqual([{ name: "Auxiliar" }]);
  });

  it("refuses a name already used in the headquarter, whatever its case (409)", async () => {
    const s = await setup();
    await createEmployment(t.db, { headquarterId: s.a, name: "Auxiliar" });
    const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.a), payload: { name: "AUXILIAR" } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "DUPLICATE_NAME", errors: [{ field: "name", message: "Ya existe un cargo con ese nombre" }] });
    expect(await rowsOf(s.a)).toEqual([{ name: "Auxiliar" }]);
  });

  it("allows the same name in another headquarter", async () => {
    const s = await setup();
    await createEmployment(t.db, { headquarterId: s.a, name: "Auxiliar" });
    const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.b), payload: { name: "auxiliar" } });
    expect(res.statusCode).toBe(201);
    expect(await rowsOf(s.b)).toEqual([{ name: "Auxiliar" }]);
  });

  it("refuses an operador without add_employment (403) and creates nothing", async () => {
    const s = await setup(OPERATOR_PERMISSIONS);
    const list = await t.app.inject({ method: "GET", url: URL, headers: s.in(s.a) });
    expect(list.statusCode).toBe(200);
    const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.a), payload: { name: "Auxiliar" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
    expect(await rowsOf(s.a)).toEqual([]);
  });

  describe("with an Idempotency-Key", () => {
    it("creates once for the same key and body and replays the first answer", async () => {
      const s = await setup();
      const send = () =>
        t.app.inject({
          method: "POST",
          url: URL,
          headers: { ...s.in(s.a), "idempotency-key": "crear-cargo-0001" },
          payload: { name: "mensajero" },
        });
      const first = await send();
      const second = await send();
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      expect(second.json()).toEqual(first.json());
      expect(first.headers["idempotent-replayed"]).toBeUndefined();
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(await rowsOf(s.a)).toEqual([{ name: "Mensajero" }]);
    });

    it("refuses the same key with a different body (409)", async () => {
      const s = await setup();
      const headers = { ...s.in(s.a), "idempotency-key": "crear-cargo-0002" };
      expect((await t.app.inject({ method: "POST", url: URL, headers, payload: { name: "Mensajero" } })).statusCode).toBe(201);
      const res = await t.app.inject({ method: "POST", url: URL, headers, payload: { name: "Supervisor" } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "IDEMPOTENCY_MISMATCH" });
      expect(await rowsOf(s.a)).toEqual([{ name: "Mensajero" }]);
    });

    it("answers a call while the key's first one still runs with IDEMPOTENCY_IN_PROGRESS (409, to be tried again) and creates nothing", async () => {
      const s = await setup();
      const key = "crear-cargo-0003";
      // The first call under the key (e.g. the courier's socket, its answer not back yet) claimed it and runs.
      expect(await claimIdempotencyKey(t.db, { userId: s.userId, key, path: URL, body: { name: "Mensajero" } })).toBeNull();
      const res = await t.app.inject({
        method: "POST",
        url: URL,
        headers: { ...s.in(s.a), "idempotency-key": key },
        payload: { name: "Mensajero" },
      });
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { code: "IDEMPOTENCY_IN_PROGRESS", detail: "La solicitud con esta clave aún está en proceso" },
      ]);
      expect(await rowsOf(s.a)).toEqual([]);
    });
  });
});

describe("PATCH and DELETE /api/users/employments/:id/", () => {
  it("renames an employment (capitalised) and answers it", async () => {
    const s = await setup();
    const row = await createEmployment(t.db, { headquarterId: s.a, name: "Auxiliar" });
    const res = await t.app.inject({ method: "PATCH", url: `${URL}${row.id}/`, headers: s.in(s.a), payload: { name: "supervisor" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: row.id, name: "Supervisor" });
    expect(await rowsOf(s.a)).toEqual([{ name: "Supervisor" }]);
  });

  it("refuses renaming to another employment's name (409)", async () => {
    const s = await setup();
    const row = await createEmployment(t.db, { headquarterId: s.a, name: "Auxiliar" });
    await createEmployment(t.db, { headquarterId: s.a, name: "Supervisor" });
    const res = await t.app.inject({ method: "PATCH", url: `${URL}${row.id}/`, headers: s.in(s.a), payload: { name: "SUPERVISOR" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("DUPLICATE_NAME");
    expect(await rowsOf(s.a)).toEqual([{ name: "Auxiliar" }, { name: "Supervisor" }]);
  });

  it("deletes an employment (204); it is then gone (404)", async () => {
    const s = await setup();
    const row = await createEmployment(t.db, { headquarterId: s.a, name: "Auxiliar" });
    const del = await t.app.inject({ method: "DELETE", url: `${URL}${row.id}/`, headers: s.in(s.a) });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe("");
    expect(await rowsOf(s.a)).toEqual([]);
    const again = await t.app.inject({ method: "DELETE", url: `${URL}${row.id}/`, headers: s.in(s.a) });
    expect(again.statusCode).toBe(404);
    const patch = await t.app.inject({ method: "PATCH", url: `${URL}${row.id}/`, headers: s.in(s.a), payload: { name: "Otro" } });
    expect(patch.statusCode).toBe(404);
  });

  it("answers 404 for an employment of the user's other headquarter when that one is not selected", async () => {
    const s = await setup();
    const row = await createEmployment(t.db, { headquarterId: s.b, name: "Auxiliar" });
    const res = await t.app.inject({ method: "DELETE", url: `${URL}${row.id}/`, headers: s.in(s.a) });
    expect(res.statusCode).toBe(404);
    expect(await rowsOf(s.b)).toEqual([{ name: "Auxiliar" }]);
  });
});
