import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS } from "@despacho/domain";
import { headquarters, memberships, outboxEmails, roles, userRoles, users } from "../../db/schema/index.js";
import { createHeadquarter, createRole, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

// Issue 19: a Bogotá-only manager could take over `admin` (Bogotá and Medellín) and reach Medellín.
const URL = "/api/users/employees/";
const OUTSIDE =
  "El usuario también trabaja en sucursales que usted no administra: solo puede cambiarlo quien administre todas sus sucursales";
const MORE_PERMISSIONS = "El usuario tiene permisos que usted no tiene: solo puede cambiarlo quien tenga todos sus permisos";
const GRANT_BEYOND = "No puede dar permisos que usted no tiene";
const NOT_MANAGED = "Solo puede administrar las sucursales en las que trabaja";
const MANAGER_PERMISSIONS = ["view_employee_add_menu", "view_employee_list_menu", "view_headquarter_menu", "view_desktop_menu"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Bogotá and Medellín; admin in both with Administrador (everything); a manager of Bogotá only; members of each. */
async function company() {
  const bogota = await createHeadquarter(t.db, { name: "Bogotá" });
  const medellin = await createHeadquarter(t.db, { name: "Medellín", companyId: bogota.companyId });
  const companyId = bogota.companyId;
  const administrador = await createRole(t.db, { companyId, name: "Administrador", permissions: [...PERMISSIONS] });
  const operador = await createRole(t.db, { companyId, name: "Operador", permissions: ["view_desktop_menu"] });
  const jefe = await createRole(t.db, { companyId, name: "Jefe de Bogotá", permissions: MANAGER_PERMISSIONS });
  const admin = await createUser(t.db, {
    username: `admin_${bogota.id.slice(0, 8)}`,
    email: "admin@despacho.test",
    headquarterIds: [bogota.id, medellin.id],
    roleIds: [administrador.id],
  });
  const manager = await createUser(t.db, { headquarterIds: [bogota.id], roleIds: [jefe.id] });
  const bogotaMember = await createUser(t.db, { firstName: "Bruno", headquarterIds: [bogota.id], roleIds: [operador.id] });
  const medellinMember = await createUser(t.db, { headquarterIds: [medellin.id], roleIds: [operador.id] });
  const bothMember = await createUser(t.db, { headquarterIds: [bogota.id, medellin.id], roleIds: [operador.id] });
  const { access } = await login(t.app, manager.user.username, manager.password);
  return {
    bogota: bogota.id,
    medellin: medellin.id,
    companyId,
    administrador,
    operador,
    admin,
    manager,
    bogotaMember,
    medellinMember,
    bothMember,
    headers: authHeaders(access, bogota.id),
  };
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const templatesOf = async (id: string) =>
  (await t.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id))).map((r) => r.roleId).sort();
const headquartersOf = async (id: string) =>
  (await t.db.select().from(memberships).where(eq(memberships.userId, id))).map((m) => m.headquarterId).sort();
const mailsTo = async (to: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

describe("a manager of Bogotá only and a member of Bogotá and Medellín", () => {
  it("refuses to change admin's email and templates (403, Spanish) and changes nothing, mails nobody", async () => {
    const s = await company();
    const before = await userRow(s.admin.user.id);
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${s.admin.user.id}/`,
      headers: s.headers,
      payload: { email: "atacante@despacho.test", templates: [s.operador.id] },
    });
    expect([res.statusCode, res.json()]).toEqual([403, { code: "FORBIDDEN", detail: OUTSIDE }]);
    expect(await userRow(s.admin.user.id)).toEqual(before);
    expect(await templatesOf(s.admin.user.id)).toEqual([s.administrador.id]);
    expect(await mailsTo("atacante@despacho.test")).toEqual([]);
  });

  it("refuses to disable admin, to take Bogotá from them or to rename them (403)", async () => {
    const s = await company();
    const attempts = [
      { url: `${URL}${s.admin.user.id}/enable/`, payload: { is_enabled: false } },
      { url: `${URL}${s.admin.user.id}/`, payload: { headquarters: [s.bogota] } },
      { url: `${URL}${s.admin.user.id}/`, payload: { first_name: "Otro" } },
    ];
    for (const { url, payload } of attempts) {
      const res = await t.app.inject({ method: "PATCH", url, headers: s.headers, payload });
      expect([res.statusCode, res.json().detail]).toEqual([403, OUTSIDE]);
    }
    const row = await userRow(s.admin.user.id);
    expect([row.isActive, row.firstName]).toEqual([true, "Prueba"]);
    expect(await headquartersOf(s.admin.user.id)).toEqual([s.bogota, s.medellin].sort());
  });

  it("refuses to give the Administrador template to a member of Medellín: 404 for a Medellín-only one, 403 for one of both", async () => {
    const s = await company();
    const give = (id: string) =>
      t.app.inject({ method: "PATCH", url: `${URL}${id}/`, headers: s.headers, payload: { templates: [s.administrador.id] } });
    const hidden = await give(s.medellinMember.user.id);
    expect(hidden.statusCode).toBe(404);
    const shared = await give(s.bothMember.user.id);
    expect([shared.statusCode, shared.json().detail]).toEqual([403, OUTSIDE]);
    expect(await templatesOf(s.medellinMember.user.id)).toEqual([s.operador.id]);
    expect(await templatesOf(s.bothMember.user.id)).toEqual([s.operador.id]);
  });

  it("refuses to give a member of Bogotá only a template with permissions the manager lacks, or to create one with it (403)", async () => {
    const s = await company();
    const patched = await t.app.inject({
      method: "PATCH",
      url: `${URL}${s.bogotaMember.user.id}/`,
      headers: s.headers,
      payload: { templates: [s.administrador.id] },
    });
    expect([patched.statusCode, patched.json().detail]).toEqual([403, GRANT_BEYOND]);
    expect(await templatesOf(s.bogotaMember.user.id)).toEqual([s.operador.id]);
    const created = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.headers,
      payload: {
        username: "nuevo_poderoso",
        first_name: "Nuevo",
        last_name: "Poderoso",
        email: "nuevo@despacho.test",
        password: "clave-segura-1",
        headquarters: [s.bogota],
        employment: null,
        templates: [s.administrador.id],
      },
    });
    expect([created.statusCode, created.json().detail]).toEqual([403, GRANT_BEYOND]);
    expect(await t.db.select().from(users).where(eq(users.username, "nuevo_poderoso"))).toEqual([]);
  });

  it("refuses to change a member of Bogotá only who holds permissions the manager lacks (403)", async () => {
    const s = await company();
    const strong = await createUser(t.db, { headquarterIds: [s.bogota], roleIds: [s.administrador.id] });
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${strong.user.id}/`,
      headers: s.headers,
      payload: { email: "atacante@despacho.test" },
    });
    expect([res.statusCode, res.json().detail]).toEqual([403, MORE_PERMISSIONS]);
    expect(await mailsTo("atacante@despacho.test")).toEqual([]);
  });

  it("refuses to create an employee in Medellín (400 on headquarters)", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.headers,
      payload: {
        username: "en_medellin",
        first_name: "En",
        last_name: "Medellín",
        email: "en.medellin@despacho.test",
        password: "clave-segura-1",
        headquarters: [s.bogota, s.medellin],
        employment: null,
        templates: [],
      },
    });
    expect([res.statusCode, res.json().errors]).toEqual([400, [{ field: "headquarters", message: "Sucursal inválida" }]]);
  });

  it("still lets the manager change a member of Bogotá only, within what they hold", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${s.bogotaMember.user.id}/`,
      headers: s.headers,
      payload: { first_name: "Bruna", templates: [s.operador.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ first_name: "Bruna", templates: [{ id: s.operador.id, name: "Operador" }] });
    const off = await t.app.inject({
      method: "PATCH",
      url: `${URL}${s.bogotaMember.user.id}/enable/`,
      headers: s.headers,
      payload: { is_enabled: false },
    });
    expect([off.statusCode, off.json().is_enabled]).toEqual([200, false]);
  });
});

describe("templates held across headquarters", () => {
  it("refuses to create a template, or to add to one, permissions the manager lacks (403)", async () => {
    const s = await company();
    const created = await t.app.inject({
      method: "POST",
      url: "/api/templates/",
      headers: s.headers,
      payload: { name: "Todo", permissions: ["view_desktop_menu", "view_configuration_menu"] },
    });
    expect([created.statusCode, created.json().detail]).toEqual([403, GRANT_BEYOND]);
    const own = await createRole(t.db, { companyId: s.companyId, name: "Propia", permissions: ["view_desktop_menu"] });
    const widened = await t.app.inject({
      method: "PATCH",
      url: `/api/templates/${own.id}/`,
      headers: s.headers,
      payload: { permissions: ["view_desktop_menu", "view_configuration_menu"] },
    });
    expect([widened.statusCode, widened.json().detail]).toEqual([403, GRANT_BEYOND]);
    expect((await t.db.select().from(roles).where(eq(roles.id, own.id)))[0].permissions).toEqual(["view_desktop_menu"]);
  });

  it("refuses to change the permissions of a template held by a member of Medellín (403), and lets it be renamed", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/templates/${s.operador.id}/`,
      headers: s.headers,
      payload: { permissions: ["view_desktop_menu", "view_employee_add_menu"] },
    });
    expect([res.statusCode, res.json().detail]).toEqual([403, OUTSIDE]);
    expect((await t.db.select().from(roles).where(eq(roles.id, s.operador.id)))[0].permissions).toEqual(["view_desktop_menu"]);
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/templates/${s.operador.id}/`,
      headers: s.headers,
      payload: { name: "Operador de escritorio" },
    });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, "Operador de escritorio"]);
  });
});

describe("headquarter administration", () => {
  it("refuses a manager of Bogotá only Medellín's data and allow-linkage (403) and changes nothing", async () => {
    const s = await company();
    const before = (await t.db.select().from(headquarters).where(eq(headquarters.id, s.medellin)))[0];
    const data = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${s.medellin}/`,
      headers: s.headers,
      payload: { name: "Tomada", google_key: "AIza-ajena" },
    });
    const linkage = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${s.medellin}/allow-linkage/`,
      headers: s.headers,
      payload: { allow_linkage: false },
    });
    expect([data.statusCode, data.json().detail]).toEqual([403, NOT_MANAGED]);
    expect([linkage.statusCode, linkage.json().detail]).toEqual([403, NOT_MANAGED]);
    expect((await t.db.select().from(headquarters).where(eq(headquarters.id, s.medellin)))[0]).toEqual(before);
  });

  it("lets the manager change Bogotá", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${s.bogota}/allow-linkage/`,
      headers: s.headers,
      payload: { allow_linkage: false },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { allow_linkage: false }]);
  });
});
