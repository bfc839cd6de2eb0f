import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HEADQUARTER_SETTINGS } from "@despacho/domain";
import { headquarters, memberships } from "../../db/schema/index.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, multipartBody, TINY_PNG, type TestApp } from "../../test/harness.js";

const MEDELLIN_BOUNDS = { north: 6.376, south: 6.127, east: -75.502, west: -75.663 };
const CALI_BOUNDS = { north: 3.51, south: 3.33, east: -76.46, west: -76.59 };
const ADMIN = ["view_headquarter_menu", "view_employee_add_menu"];

let t: TestApp;
let companyId: string;
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
  home = (await createHeadquarter(t.db, { companyId, name: "Principal" })).id;
});
afterAll(() => t?.close());

async function signedIn(permissions: string[], headquarterIds = [home], company = companyId) {
  const created = await createUser(t.db, { companyId: company, headquarterIds, permissions });
  const tokens = await login(t.app, created.user.username, created.password);
  return { ...created, tokens, headers: authHeaders(tokens.access) };
}

const rowOf = async (id: string) => (await t.db.select().from(headquarters).where(eq(headquarters.id, id)))[0];
const membersOf = async (id: string) =>
  (await t.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.headquarterId, id)))
    .map((m) => m.userId)
    .sort();
const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/headquarter/", headers, payload });
const patch = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/headquarter/${id}/`, headers, payload });

describe("POST /api/headquarter/", () => {
  it("creates a headquarter in the chosen city with its bounds and the default settings (201)", async () => {
    const admin = await signedIn(ADMIN);
    const res = await create(admin.headers, { name: "  Sede Laureles ", city: 5001, google_key: "" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      uuid: expect.any(String),
      name: "Sede Laureles",
      image_url: null,
      google_key: null,
      city: { id: 5001, name: "Medellín", country_id: "CO", bounds: MEDELLIN_BOUNDS },
    });
    const row = await rowOf(body.uuid);
    expect(row).toMatchObject({ companyId, cityId: 5001, cityName: "Medellín", allowLinkage: true, isActive: true });
    expect(row.settings).toEqual(DEFAULT_HEADQUARTER_SETTINGS);
  });

  it("makes the creator and the company's administrators members; others stay out, and the refreshed token carries it", async () => {
    const otherAdmin = await signedIn(["view_employee_add_menu"]);
    const operator = await signedIn(["view_desktop_menu"]);
    const foreignAdmin = await signedIn(ADMIN, [], (await createCompany(t.db)).id);
    const creator = await signedIn(["view_employee_add_menu"]);
    const res = await create(creator.headers, { name: "Sede Envigado", city: 5266 });
    const id = res.json().uuid;
    const members = await membersOf(id);
    expect(members).toEqual(expect.arrayContaining([creator.user.id, otherAdmin.user.id]));
    expect(members).not.toContain(operator.user.id);
    expect(members).not.toContain(foreignAdmin.user.id);

    const refreshed = await t.app.inject({
      method: "POST",
      url: "/api/users/token/refresh/",
      payload: { refresh: creator.tokens.refresh },
    });
    const active = await t.app.inject({
      method: "GET",
      url: "/api/users/active-headquarters/",
      headers: authHeaders(refreshed.json().access),
    });
    expect(active.json().map((h: { name: string }) => h.name)).toContain("Sede Envigado");
  });

  it("stores an image sent as multipart, checked by its bytes", async () => {
    const admin = await signedIn(ADMIN);
    const form = multipartBody(
      { name: "Sede con logo", city: "76001" },
      { field: "image", filename: "logo.png", contentType: "image/png", data: TINY_PNG },
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/headquarter/",
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().city).toEqual({ id: 76001, name: "Cali", country_id: "CO", bounds: CALI_BOUNDS });
    expect(res.json().image_url).toMatch(/^\/uploads\/headquarters\/[\w-]+\.png$/);
    expect(existsSync(join(t.config.dataDir, res.json().image_url.replace(/^\//, "")))).toBe(true);
  });

  it("refuses a file that is not an image, whatever its name says, and creates nothing (400)", async () => {
    const admin = await signedIn(ADMIN);
    const form = multipartBody(
      { name: "Sede falsa", city: "76001" },
      { field: "image", filename: "logo.png", contentType: "image/png", data: Buffer.from("%PDF-1.4 no es una imagen") },
    );
    const res = await t.app.inject({
      method: "POST",
      url: "/api/headquarter/",
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "image", message: "La imagen debe ser PNG, JPEG, WEBP o GIF" }]);
    expect((await t.db.select().from(headquarters).where(eq(headquarters.name, "Sede falsa"))).length).toBe(0);
  });

  it("refuses a department or an unknown area as the city (400, Spanish)", async () => {
    const admin = await signedIn(ADMIN);
    for (const city of [5, 99999]) {
      const res = await create(admin.headers, { name: "Sede sin ciudad", city });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: "city", message: "La ciudad no existe en el país de la empresa" }]);
    }
    const missing = await create(admin.headers, { name: "Sede sin ciudad" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: "city", message: "Seleccione una ciudad" }]);
    const blank = await create(admin.headers, { name: "   ", city: 5001 });
    expect(blank.json().errors).toEqual([{ field: "name", message: "Campo requerido" }]);
  });

  it("needs view_employee_add_menu (403)", async () => {
    const viewer = await signedIn(["view_headquarter_menu"]);
    const res = await create(viewer.headers, { name: "Sede negada", city: 5001 });
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("GET /api/headquarter/", () => {
  it("lists only the company's headquarters by name, searched and paged", async () => {
    const company = (await createCompany(t.db)).id;
    const mine = await createHeadquarter(t.db, { companyId: company, name: "Norte" });
    await createHeadquarter(t.db, { companyId: company, name: "Centro" });
    await createHeadquarter(t.db, { companyId: company, name: "Sur" });
    await createHeadquarter(t.db, { companyId: company, name: "Cerrada", isActive: false });
    await createHeadquarter(t.db, { name: "Norte ajeno" });
    const viewer = await signedIn(["view_headquarter_menu"], [mine.id], company);

    const all = await t.app.inject({ method: "GET", url: "/api/headquarter/", headers: viewer.headers });
    expect(all.statusCode).toBe(200);
    expect(all.json().count).toBe(3);
    expect(all.json().results.map((h: { name: string }) => h.name)).toEqual(["Centro", "Norte", "Sur"]);

    const page = await t.app.inject({ method: "GET", url: "/api/headquarter/?limit=2&offset=2", headers: viewer.headers });
    expect(page.json().results.map((h: { name: string }) => h.name)).toEqual(["Sur"]);
    expect(page.json().previous).toBe("/api/headquarter/?limit=2&offset=0");

    const found = await t.app.inject({ method: "GET", url: "/api/headquarter/?q=nor", headers: viewer.headers });
    expect(found.json().results.map((h: { name: string }) => h.name)).toEqual(["Norte"]);
  });

  it("needs view_headquarter_menu (403)", async () => {
    const other = await signedIn(["view_employee_add_menu"]);
    const res = await t.app.inject({ method: "GET", url: "/api/headquarter/", headers: other.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe("GET and PATCH /api/headquarter/{id}/", () => {
  it("lets an administrator read a company headquarter they are not a member of, and change one they work in", async () => {
    const hq = await createHeadquarter(t.db, { companyId, name: "Sede vieja" });
    const admin = await signedIn(ADMIN);
    const read = await t.app.inject({ method: "GET", url: `/api/headquarter/${hq.id}/`, headers: admin.headers });
    expect([read.statusCode, read.json().name]).toEqual([200, "Sede vieja"]);
    // Issue 19: administering a headquarter one does not work in is refused (403), nothing changes.
    const refused = await patch(hq.id, admin.headers, { name: "Sede nueva" });
    expect([refused.statusCode, refused.json().detail]).toEqual([403, "Solo puede administrar las sucursales en las que trabaja"]);
    expect((await rowOf(hq.id)).name).toBe("Sede vieja");

    const member = await signedIn(ADMIN, [hq.id]);
    const res = await patch(hq.id, member.headers, { name: "Sede nueva", city: 5001 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      uuid: hq.id,
      name: "Sede nueva",
      image_url: null,
      google_key: null,
      city: { id: 5001, name: "Medellín", country_id: "CO", bounds: MEDELLIN_BOUNDS },
    });
    expect(await rowOf(hq.id)).toMatchObject({ name: "Sede nueva", cityId: 5001, cityName: "Medellín", cityBounds: MEDELLIN_BOUNDS });
  });

  it("changes only the fields sent", async () => {
    const hq = await createHeadquarter(t.db, { companyId, name: "Sede clave", googleKey: "AIza-vieja" });
    const admin = await signedIn(ADMIN, [hq.id]);
    const res = await patch(hq.id, admin.headers, { google_key: "AIza-nueva" });
    expect(res.json()).toMatchObject({ name: "Sede clave", google_key: "AIza-nueva", city: { id: 11001, name: "Bogotá" } });
  });

  it("refuses an empty change and a bad city, and changes nothing (400)", async () => {
    const hq = await createHeadquarter(t.db, { companyId, name: "Sede intacta" });
    const admin = await signedIn(ADMIN, [hq.id]);
    const empty = await patch(hq.id, admin.headers, {});
    expect(empty.statusCode).toBe(400);
    const bad = await patch(hq.id, admin.headers, { name: "Otro nombre", city: 25 });
    expect(bad.statusCode).toBe(400);
    expect(await rowOf(hq.id)).toMatchObject({ name: "Sede intacta", cityId: 11001 });
  });

  it("answers 404 for another company's headquarter, to read or to change", async () => {
    const foreign = await createHeadquarter(t.db, { name: "Ajena" });
    const admin = await signedIn(ADMIN);
    const read = await t.app.inject({ method: "GET", url: `/api/headquarter/${foreign.id}/`, headers: admin.headers });
    const changed = await patch(foreign.id, admin.headers, { name: "Mía" });
    expect([read.statusCode, changed.statusCode]).toEqual([404, 404]);
    expect((await rowOf(foreign.id)).name).toBe("Ajena");
  });

  it("keeps a user who does not manage headquarters to their own (404)", async () => {
    const sibling = await createHeadquarter(t.db, { companyId });
    const operator = await signedIn(["view_desktop_menu"]);
    const res = await t.app.inject({ method: "GET", url: `/api/headquarter/${sibling.id}/`, headers: operator.headers });
    expect(res.statusCode).toBe(404);
  });
});

describe("/api/headquarter/{id}/allow-linkage/", () => {
  it("answers true by default and keeps what an administrator sets", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const admin = await signedIn(ADMIN, [hq.id]);
    const url = `/api/headquarter/${hq.id}/allow-linkage/`;
    expect((await t.app.inject({ method: "GET", url, headers: admin.headers })).json()).toEqual({ allow_linkage: true });
    const res = await t.app.inject({ method: "PATCH", url, headers: admin.headers, payload: { allow_linkage: false } });
    expect([res.statusCode, res.json()]).toEqual([200, { allow_linkage: false }]);
    expect((await rowOf(hq.id)).allowLinkage).toBe(false);
  });

  it("refuses a change without view_employee_add_menu (403) and another company's headquarter (404)", async () => {
    const foreign = await createHeadquarter(t.db);
    const operator = await signedIn(["view_headquarter_menu"]);
    const admin = await signedIn(ADMIN);
    const forbidden = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${home}/allow-linkage/`,
      headers: operator.headers,
      payload: { allow_linkage: false },
    });
    const missing = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${foreign.id}/allow-linkage/`,
      headers: admin.headers,
      payload: { allow_linkage: false },
    });
    expect([forbidden.statusCode, missing.statusCode]).toEqual([403, 404]);
    expect((await rowOf(foreign.id)).allowLinkage).toBe(true);
    expect((await rowOf(home)).allowLinkage).toBe(true);
  });
});
