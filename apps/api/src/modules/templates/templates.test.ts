import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roles } from "../../db/schema/index.js";
import { connectSocket, nextEvent } from "../../realtime/socket-test-helpers.js";
import { createHeadquarter, createRole, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

const URL = "/api/templates/";
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

/** A company with one headquarter and its administrator (view_employee_add_menu and what the tests' templates give). */
async function setup() {
  const hq = await createHeadquarter(t.db);
  const admin = await createUser(t.db, {
    headquarterIds: [hq.id],
    permissions: ["view_employee_add_menu", "view_desktop_menu", "add_service", "view_tag"],
  });
  const { access } = await login(t.app, admin.user.username, admin.password);
  return { hq: hq.id, companyId: hq.companyId, headers: authHeaders(access, hq.id) };
}

describe("templates (Plantillas)", () => {
  it("creates a template and lists the company's templates with how many employees hold each", async () => {
    const s = await setup();
    const created = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.headers,
      payload: { name: "Operador de escritorio", permissions: ["view_desktop_menu", "add_service"] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: "Operador de escritorio",
      permissions: ["view_desktop_menu", "add_service"],
      employees_count: 0,
    });
    await createRole(t.db, { name: "De otra empresa" });
    const list = await t.app.inject({ method: "GET", url: URL, query: { q: "escritorio" }, headers: s.headers });
    expect(list.json()).toEqual({ count: 1, next: null, previous: null, results: [created.json()] });
    const all = await t.app.inject({ method: "GET", url: URL, headers: s.headers });
    // The administrator's own role is one of the company's templates too.
    expect(all.json().results.map((r: { name: string; employees_count: number }) => [r.name, r.employees_count])).toEqual([
      ["Operador de escritorio", 0],
      [expect.stringMatching(/^Rol /), 1],
    ]);
  });

  it("refuses a codename the product does not know (400) and saves nothing", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.headers,
      payload: { name: "Peligrosa", permissions: ["view_desktop_menu", "drop_everything"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "permissions.1", message: "Permiso desconocido" }]);
    expect(await t.db.select().from(roles).where(eq(roles.name, "Peligrosa"))).toEqual([]);
  });

  it("refuses a second template with the same name in the company, whatever the case (409)", async () => {
    const s = await setup();
    await createRole(t.db, { companyId: s.companyId, name: "Supervisor" });
    const res = await t.app.inject({ method: "POST", url: URL, headers: s.headers, payload: { name: "SUPERVISOR", permissions: [] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "DUPLICATE_NAME",
      errors: [{ field: "name", message: "Ya existe una plantilla con ese nombre" }],
    });
  });

  it("never shows or changes another company's template (404)", async () => {
    const s = await setup();
    const foreign = await createRole(t.db, { name: "Ajena", permissions: ["view_tag"] });
    const got = await t.app.inject({ method: "GET", url: `${URL}${foreign.id}/`, headers: s.headers });
    const patched = await t.app.inject({ method: "PATCH", url: `${URL}${foreign.id}/`, headers: s.headers, payload: { name: "Mía" } });
    const deleted = await t.app.inject({ method: "DELETE", url: `${URL}${foreign.id}/`, headers: s.headers });
    expect([got.statusCode, patched.statusCode, deleted.statusCode]).toEqual([404, 404, 404]);
    expect((await t.db.select().from(roles).where(eq(roles.id, foreign.id)))[0]?.name).toBe("Ajena");
  });

  it("refuses to delete a template an employee holds (409 in Spanish) and deletes an unused one", async () => {
    const s = await setup();
    const used = await createRole(t.db, { companyId: s.companyId, name: "Usada" });
    await createUser(t.db, { headquarterIds: [s.hq], roleIds: [used.id] });
    const refused = await t.app.inject({ method: "DELETE", url: `${URL}${used.id}/`, headers: s.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      detail: "La plantilla está asignada a empleados: quítela de ellos antes de eliminarla",
    });
    const unused = await createRole(t.db, { companyId: s.companyId, name: "Libre" });
    const deleted = await t.app.inject({ method: "DELETE", url: `${URL}${unused.id}/`, headers: s.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(roles).where(eq(roles.companyId, s.companyId))).toHaveLength(2);
  });

  it("changing a template's permissions tells its employees' sockets and their next token carries the new access", async () => {
    const s = await setup();
    const template = await createRole(t.db, { companyId: s.companyId, name: "Escritorio", permissions: ["view_desktop_menu"] });
    const employee = await createUser(t.db, { headquarterIds: [s.hq], roleIds: [template.id] });
    const session = await login(t.app, employee.user.username, employee.password);
    const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: s.hq });
    try {
      const told = nextEvent(socket, "permissions-change");
      const res = await t.app.inject({
        method: "PATCH",
        url: `${URL}${template.id}/`,
        headers: s.headers,
        payload: { permissions: ["view_desktop_menu", "view_tag"] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        id: template.id,
        name: "Escritorio",
        permissions: ["view_desktop_menu", "view_tag"],
        employees_count: 1,
      });
      expect(await told).toEqual({ user: employee.user.id });
    } finally {
      socket.close();
    }
    const refreshed = await t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: session.refresh } });
    const permissions = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: authHeaders(refreshed.json().access) });
    expect(permissions.json()).toEqual(["view_desktop_menu", "view_tag"]);
  });
});
