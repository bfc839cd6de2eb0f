import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens } from "../../db/schema/index.js";
import { createHeadquarter, createRole, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp, type Tokens } from "../../test/harness.js";
import { createMailToken } from "./commands/mail-tokens.js";

// Issue 19: an access token of an ended session is refused at once (401 TOKEN_NOT_VALID, as an
// expired one, so the web refreshes), not when it expires.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const EXPIRED = { code: "TOKEN_NOT_VALID", detail: "El token no es válido o ha expirado" };
const EMPLOYEES = "/api/users/employees/";
const PASSWORD = "clave-segura-1";

const profile = (access: string) => t.app.inject({ method: "GET", url: "/api/users/profile/", headers: authHeaders(access) });
const refresh = (token: string) => t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: token } });
const listEmployees = (access: string, headquarter: string) =>
  t.app.inject({ method: "GET", url: EMPLOYEES, headers: authHeaders(access, headquarter) });
const createEmployee = (access: string, headquarter: string) =>
  t.app.inject({
    method: "POST",
    url: EMPLOYEES,
    headers: authHeaders(access, headquarter),
    payload: {
      username: `nuevo_${Math.random().toString(36).slice(2, 8)}`,
      first_name: "Nuevo",
      last_name: "Empleado",
      email: "nuevo@despacho.test",
      password: PASSWORD,
      headquarters: [headquarter],
      employment: null,
      templates: [],
    },
  });

/** The access token a refresh gives; the refresh must answer 200. */
async function refreshed(tokens: Tokens): Promise<string> {
  const res = await refresh(tokens.refresh);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access;
}

/**
 * A company with two headquarters, a manager of both (holding what the employee holds, as managing them
 * requires: decision 022) and an employee of both whose template lets them list and create employees;
 * the employee is signed in.
 */
async function company() {
  const north = await createHeadquarter(t.db);
  const south = await createHeadquarter(t.db, { companyId: north.companyId });
  const manager = await createUser(t.db, {
    headquarterIds: [north.id, south.id],
    permissions: ["view_employee_add_menu", "view_employee_list_menu"],
  });
  const template = await createRole(t.db, {
    companyId: north.companyId,
    permissions: ["view_employee_list_menu", "view_employee_add_menu"],
  });
  const employee = await createUser(t.db, { headquarterIds: [north.id, south.id], roleIds: [template.id] });
  const [managerTokens, employeeTokens] = await Promise.all([
    login(t.app, manager.user.username, manager.password),
    login(t.app, employee.user.username, employee.password),
  ]);
  return { north: north.id, south: south.id, template, employee, manager: managerTokens.access, tokens: employeeTokens };
}

describe("logout", () => {
  it("refuses the access token at once and the refresh token it named", async () => {
    const { user, password } = await createUser(t.db);
    const tokens = await login(t.app, user.username, password);
    expect((await profile(tokens.access)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/access-control/logout/",
      headers: authHeaders(tokens.access),
      payload: { refresh: tokens.refresh },
    });
    expect(res.statusCode).toBe(204);
    const after = await profile(tokens.access);
    expect([after.statusCode, after.json()]).toEqual([401, EXPIRED]);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });

  it("lets another device of the user renew its access token with its own refresh token", async () => {
    const { user, password } = await createUser(t.db);
    const here = await login(t.app, user.username, password);
    const elsewhere = await login(t.app, user.username, password);
    await t.app.inject({
      method: "DELETE",
      url: "/api/access-control/logout/",
      headers: authHeaders(here.access),
      payload: { refresh: here.refresh },
    });
    expect((await profile(elsewhere.access)).statusCode).toBe(401);
    expect((await profile(await refreshed(elsewhere))).statusCode).toBe(200);
  });
});

describe("a disabled employee", () => {
  it("can no longer create employees with the token they hold, nor refresh it", async () => {
    const s = await company();
    expect((await createEmployee(s.tokens.access, s.north)).statusCode).toBe(201);
    const disable = await t.app.inject({
      method: "PATCH",
      url: `${EMPLOYEES}${s.employee.user.id}/enable/`,
      headers: authHeaders(s.manager, s.north),
      payload: { is_enabled: false },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const res = await createEmployee(s.tokens.access, s.north);
    expect([res.statusCode, res.json()]).toEqual([401, EXPIRED]);
    expect((await refresh(s.tokens.refresh)).statusCode).toBe(401);
  });
});

describe("a new password", () => {
  const changePassword = (tokens: Tokens, body: Record<string, string>) =>
    t.app.inject({ method: "PUT", url: "/api/users/change-password/", headers: authHeaders(tokens.access), payload: body });

  it("ends the user's other sessions; the one that changed it renews its token and stays", async () => {
    const { user, password } = await createUser(t.db);
    const here = await login(t.app, user.username, password);
    const elsewhere = await login(t.app, user.username, password);
    const res = await changePassword(here, { old_password: password, new_password: "otra-clave-segura", refresh: here.refresh });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(elsewhere.access)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refresh)).statusCode).toBe(401);
    expect((await profile(here.access)).statusCode).toBe(401);
    expect((await profile(await refreshed(here))).statusCode).toBe(200);
  });

  it("without the caller's refresh token ends every session, the caller's too", async () => {
    const { user, password } = await createUser(t.db);
    const here = await login(t.app, user.username, password);
    expect((await changePassword(here, { old_password: password, new_password: "otra-clave-segura" })).statusCode).toBe(200);
    expect((await profile(here.access)).statusCode).toBe(401);
    expect((await refresh(here.refresh)).statusCode).toBe(401);
  });

  it("set through the reset mail ends every session", async () => {
    const { user, password } = await createUser(t.db);
    const tokens = await login(t.app, user.username, password);
    const token = await createMailToken(t.db, "password_reset", user.id, user.email);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/password_reset/confirm/",
      payload: { token, password: "otra-clave-segura" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
  });
});

describe("a refresh token presented again after its grace period", () => {
  it("ends the access tokens of the user too", async () => {
    const { user, password } = await createUser(t.db);
    const tokens = await login(t.app, user.username, password);
    const access = await refreshed(tokens);
    await t.db.update(refreshTokens).set({ rotatedAt: sql`now() - interval '1 minute'` }).where(eq(refreshTokens.userId, user.id));
    expect((await refresh(tokens.refresh)).statusCode).toBe(401);
    expect((await profile(access)).statusCode).toBe(401);
  });
});

describe("access taken away takes effect at once", () => {
  it("a permission removed from the employee's template: the token is refused, the renewed one lacks it (403)", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/templates/${s.template.id}/`,
      headers: authHeaders(s.manager, s.north),
      payload: { permissions: ["view_employee_list_menu"] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await createEmployee(s.tokens.access, s.north);
    expect([refused.statusCode, refused.json()]).toEqual([401, EXPIRED]);
    const access = await refreshed(s.tokens);
    const forbidden = await createEmployee(access, s.north);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "FORBIDDEN"]);
    expect((await listEmployees(access, s.north)).statusCode).toBe(200);
  });

  it("a template taken from the employee: the token is refused, the renewed one lacks its permissions (403)", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `${EMPLOYEES}${s.employee.user.id}/`,
      headers: authHeaders(s.manager, s.north),
      payload: { templates: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listEmployees(s.tokens.access, s.north)).statusCode).toBe(401);
    const forbidden = await listEmployees(await refreshed(s.tokens), s.north);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "FORBIDDEN"]);
  });

  it("a headquarter taken from the employee: the token is refused, the renewed one no longer opens it", async () => {
    const s = await company();
    const res = await t.app.inject({
      method: "PATCH",
      url: `${EMPLOYEES}${s.employee.user.id}/`,
      headers: authHeaders(s.manager, s.north),
      payload: { headquarters: [s.north] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await listEmployees(s.tokens.access, s.south)).statusCode).toBe(401);
    const access = await refreshed(s.tokens);
    const forbidden = await listEmployees(access, s.south);
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, "HEADQUARTER_FORBIDDEN"]);
    expect((await listEmployees(access, s.north)).statusCode).toBe(200);
  });

  it("a provider a business removes: its token is refused, the renewed one no longer opens that headquarter", async () => {
    const north = await createHeadquarter(t.db);
    const south = await createHeadquarter(t.db, { companyId: north.companyId });
    const business = await createUser(t.db, {
      headquarterIds: [north.id, south.id],
      permissions: ["add_service"],
      business: { name: "Tienda de prueba" },
    });
    const tokens = await login(t.app, business.user.username, business.password);
    const providers = (access: string) => t.app.inject({ method: "GET", url: "/api/logistic-provider/", headers: authHeaders(access) });
    const res = await t.app.inject({ method: "DELETE", url: `/api/logistic-provider/${south.id}/`, headers: authHeaders(tokens.access) });
    expect(res.statusCode, res.body).toBe(204);
    expect((await providers(tokens.access)).statusCode).toBe(401);
    const access = await refreshed(tokens);
    expect((await providers(access)).json().results.map((p: { id: string }) => p.id)).toEqual([north.id]);
    const covenants = await t.app.inject({ method: "GET", url: "/api/covenants/", headers: authHeaders(access, south.id) });
    expect([covenants.statusCode, covenants.json().code]).toEqual([403, "HEADQUARTER_FORBIDDEN"]);
  });
});

describe("changes that take no access away keep the sessions", () => {
  it("a new name for the employee or for their template", async () => {
    const s = await company();
    const rename = await t.app.inject({
      method: "PATCH",
      url: `${EMPLOYEES}${s.employee.user.id}/`,
      headers: authHeaders(s.manager, s.north),
      payload: { first_name: "Renombrado" },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const template = await t.app.inject({
      method: "PATCH",
      url: `/api/templates/${s.template.id}/`,
      headers: authHeaders(s.manager, s.north),
      payload: { name: "Otro nombre" },
    });
    expect(template.statusCode, template.body).toBe(200);
    expect((await listEmployees(s.tokens.access, s.north)).statusCode).toBe(200);
  });
});
