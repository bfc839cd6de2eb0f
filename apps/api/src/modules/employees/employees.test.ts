import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.js";
import { connectSocket, disconnection, nextEvent } from "../../realtime/socket-test-helpers.js";
import { createEmployment, createHeadquarter, createRole, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";

const URL = "/api/users/employees/";
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => t?.close());

/** A company with two headquarters, an administrator of both (holding what the tests' templates give), a Cargo and a template. */
async function setup() {
  const north = await createHeadquarter(t.db, { name: "Norte" });
  const south = await createHeadquarter(t.db, { name: "Sur", companyId: north.companyId });
  const admin = await createUser(t.db, {
    headquarterIds: [north.id, south.id],
    permissions: ["view_employee_add_menu", "view_desktop_menu", "view_tag", "view_map_menu"],
  });
  const { access } = await login(t.app, admin.user.username, admin.password);
  const employment = await createEmployment(t.db, { headquarterId: north.id, name: "Despachador" });
  const template = await createRole(t.db, { companyId: north.companyId, name: "Operador", permissions: ["view_desktop_menu", "view_tag"] });
  return {
    north: north.id,
    south: south.id,
    companyId: north.companyId,
    admin,
    access,
    employment,
    template,
    in: (hq: string) => authHeaders(access, hq),
  };
}
type Setup = Awaited<ReturnType<typeof setup>>;

const employeeBody = (s: Setup, overrides: Record<string, unknown> = {}) => ({
  username: `ana_${Math.random().toString(36).slice(2, 8)}`,
  first_name: "Ana",
  last_name: "Rojas",
  email: "ana.rojas@despacho.test",
  password: "clave-segura-1",
  headquarters: [s.north],
  employment: s.employment.id,
  templates: [s.template.id],
  ...overrides,
});

async function createEmployee(s: Setup, overrides: Record<string, unknown> = {}) {
  const body = employeeBody(s, overrides);
  const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.north), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), password: body.password } as { id: string; username: string; password: string };
}

describe("POST /api/users/employees/", () => {
  it("creates a staff user with headquarters, Cargo and templates who signs in with exactly the template's permissions", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.in(s.north),
      payload: employeeBody(s, { username: "ana.rojas", headquarters: [s.north, s.south] }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      username: "ana.rojas",
      first_name: "Ana",
      last_name: "Rojas",
      full_name: "Ana Rojas",
      email: "ana.rojas@despacho.test",
      pending_email: null,
      is_enabled: true,
      headquarters: [
        { id: s.north, name: "Norte" },
        { id: s.south, name: "Sur" },
      ],
      employment: { id: s.employment.id, name: "Despachador" },
      templates: [{ id: s.template.id, name: "Operador" }],
    });
    const [row] = await t.db.select().from(users).where(eq(users.username, "ana.rojas"));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await login(t.app, "ana.rojas", "clave-segura-1");
    const permissions = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: authHeaders(session.access) });
    expect(permissions.json()).toEqual(["view_desktop_menu", "view_tag"]);
  });

  it("refuses a taken username whatever its case (409) and creates nothing", async () => {
    const s = await setup();
    await createUser(t.db, { username: "pedro.gil" });
    const res = await t.app.inject({
      method: "POST",
      url: URL,
      headers: s.in(s.north),
      payload: employeeBody(s, { username: "Pedro.Gil" }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("DUPLICATE_NAME");
    expect(res.json().errors).toEqual([{ field: "username", message: "Ya existe un usuario con ese nombre de usuario" }]);
  });

  it("refuses a headquarter the administrator does not work in, a Cargo of another headquarter and another company's template (400)", async () => {
    const s = await setup();
    const elsewhere = await createHeadquarter(t.db, { companyId: s.companyId });
    const southCargo = await createEmployment(t.db, { headquarterId: s.south });
    const foreignTemplate = await createRole(t.db, { permissions: ["view_configuration_menu"] });
    const cases = [
      [{ headquarters: [s.north, elsewhere.id] }, { field: "headquarters", message: "Sucursal inválida" }],
      [{ employment: southCargo.id }, { field: "employment", message: "El cargo no pertenece a las sucursales del empleado" }],
      [{ templates: [foreignTemplate.id] }, { field: "templates", message: "Plantilla inválida" }],
      [{ password: "corta" }, { field: "password", message: "La contraseña debe tener al menos 8 caracteres" }],
    ] as const;
    for (const [overrides, error] of cases) {
      const res = await t.app.inject({ method: "POST", url: URL, headers: s.in(s.north), payload: employeeBody(s, overrides) });
      expect([res.statusCode, res.json().errors]).toEqual([400, [error]]);
    }
    expect(await t.db.select().from(users).where(eq(users.companyId, s.companyId))).toHaveLength(1);
  });
});

describe("GET /api/users/employees/", () => {
  it("lists the staff of the selected headquarter only, searches by name, username or email, and pages", async () => {
    const s = await setup();
    await createEmployee(s, { first_name: "Beatriz", last_name: "Zapata" });
    await createEmployee(s, { first_name: "Carlos", last_name: "Arango", headquarters: [s.north, s.south] });
    await createEmployee(s, { first_name: "Diana", last_name: "Sur", headquarters: [s.south], employment: null });
    await createUser(t.db, { headquarterIds: [s.north], business: { name: "Tienda" } });
    await createUser(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });

    const north = await t.app.inject({ method: "GET", url: URL, query: { limit: "2" }, headers: s.in(s.north) });
    expect(north.json()).toMatchObject({ count: 3, next: "/api/users/employees/?limit=2&offset=2", previous: null });
    expect(north.json().results.map((e: { full_name: string }) => e.full_name)).toEqual(["Beatriz Zapata", "Carlos Arango"]);
    const south = await t.app.inject({ method: "GET", url: URL, headers: s.in(s.south) });
    expect(south.json().results.map((e: { full_name: string }) => e.full_name)).toEqual(["Carlos Arango", "Diana Sur", "Prueba Usuario"]);
    const search = await t.app.inject({ method: "GET", url: URL, query: { q: "ZAPA" }, headers: s.in(s.north) });
    expect(search.json().results.map((e: { full_name: string }) => e.full_name)).toEqual(["Beatriz Zapata"]);
  });

  it("never shows another company's employee (404)", async () => {
    const s = await setup();
    const other = await createUser(t.db, { headquarterIds: [(await createHeadquarter(t.db)).id] });
    const res = await t.app.inject({ method: "GET", url: `${URL}${other.user.id}/`, headers: s.in(s.north) });
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: URL, query: { q: other.user.username }, headers: s.in(s.north) });
    expect(list.json().count).toBe(0);
  });
});

describe("PATCH /api/users/employees/{id}/", () => {
  it("changes only the fields sent", async () => {
    const s = await setup();
    const created = await createEmployee(s);
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${created.id}/`,
      headers: s.in(s.north),
      payload: { first_name: "Andrea" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: "Andrea",
      last_name: "Rojas",
      email: "ana.rojas@despacho.test",
      employment: { name: "Despachador" },
      templates: [{ name: "Operador" }],
    });
  });

  it("giving other templates tells the employee's sockets, and their next token carries the new permissions", async () => {
    const s = await setup();
    const created = await createEmployee(s);
    const supervisor = await createRole(t.db, { companyId: s.companyId, name: "Supervisor", permissions: ["view_map_menu"] });
    const session = await login(t.app, created.username, created.password);
    const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: s.north });
    try {
      const told = nextEvent(socket, "permissions-change");
      const res = await t.app.inject({
        method: "PATCH",
        url: `${URL}${created.id}/`,
        headers: s.in(s.north),
        payload: { templates: [supervisor.id] },
      });
      expect(res.json().templates).toEqual([{ id: supervisor.id, name: "Supervisor" }]);
      expect(await told).toEqual({ user: created.id });
    } finally {
      socket.close();
    }
    const refreshed = await t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: session.refresh } });
    const permissions = await t.app.inject({ method: "GET", url: "/api/permissions/", headers: authHeaders(refreshed.json().access) });
    expect(permissions.json()).toEqual(["view_map_menu"]);
  });

  it("taking a headquarter away closes the employee's socket there", async () => {
    const s = await setup();
    const created = await createEmployee(s, { headquarters: [s.north, s.south], employment: null });
    const session = await login(t.app, created.username, created.password);
    const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: s.south });
    const closed = disconnection(socket);
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${created.id}/`,
      headers: s.in(s.north),
      payload: { headquarters: [s.north] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().headquarters.map((h: { name: string }) => h.name)).toEqual(["Norte"]);
    expect(await closed).toBe("io server disconnect");
    // The token it held names the headquarter: refused as expired; the renewed one no longer opens it.
    await expect(connectSocket(baseUrl, { token: session.access, headquarter: s.south })).rejects.toMatchObject({
      data: { code: "TOKEN_NOT_VALID" },
    });
    const renewed = await t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: session.refresh } });
    await expect(connectSocket(baseUrl, { token: renewed.json().access, headquarter: s.south })).rejects.toMatchObject({
      data: { code: "HEADQUARTER_FORBIDDEN" },
    });
  });
});

describe("PATCH /api/users/employees/{id}/enable/", () => {
  it("disabling ends the employee's sessions at once: refresh refused, socket closed, sign-in refused; enabling lets them in again", async () => {
    const s = await setup();
    const created = await createEmployee(s);
    const session = await login(t.app, created.username, created.password);
    const { socket } = await connectSocket(baseUrl, { token: session.access, headquarter: s.north });
    const closed = disconnection(socket);

    const off = await t.app.inject({
      method: "PATCH",
      url: `${URL}${created.id}/enable/`,
      headers: s.in(s.north),
      payload: { is_enabled: false },
    });
    expect([off.statusCode, off.json().is_enabled]).toEqual([200, false]);
    expect(await closed).toBe("io server disconnect");
    const refresh = await t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: session.refresh } });
    expect([refresh.statusCode, refresh.json().code]).toEqual([401, "TOKEN_NOT_VALID"]);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/users/token/",
      payload: { username: created.username, password: created.password },
    });
    expect(signIn.statusCode).toBe(401);

    const on = await t.app.inject({
      method: "PATCH",
      url: `${URL}${created.id}/enable/`,
      headers: s.in(s.north),
      payload: { is_enabled: true },
    });
    expect([on.statusCode, on.json().is_enabled]).toEqual([200, true]);
    // The old refresh token stays revoked: enabling opens a new sign-in, not the old session.
    const stale = await t.app.inject({ method: "POST", url: "/api/users/token/refresh/", payload: { refresh: session.refresh } });
    expect(stale.statusCode).toBe(401);
    await login(t.app, created.username, created.password);
  });

  it("refuses to disable oneself (409)", async () => {
    const s = await setup();
    const res = await t.app.inject({
      method: "PATCH",
      url: `${URL}${s.admin.user.id}/enable/`,
      headers: s.in(s.north),
      payload: { is_enabled: false },
    });
    expect([res.statusCode, res.json().detail]).toEqual([409, "No puede deshabilitar su propio usuario"]);
  });
});
