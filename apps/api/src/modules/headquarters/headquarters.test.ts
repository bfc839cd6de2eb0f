import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_HEADQUARTER_SETTINGS, SERVICE_MODES } from "@despacho/domain";
import { headquarters } from "../../db/schema/index.js";
import { createCompany, createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { BOGOTA_CITY, SOACHA_CITY } from "../../test/work-cities.js";

const NO_DEFAULT_CITY = "No existe una ciudad por defecto en el listado de limites personalizados";

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

async function signedIn(headquarterIds: string[], permissions?: string[]) {
  const created = await createUser(t.db, { companyId, headquarterIds, permissions });
  const tokens = await login(t.app, created.user.username, created.password);
  return { ...created, headers: authHeaders(tokens.access) };
}

const settingsOf = async (id: string) => (await t.db.select().from(headquarters).where(eq(headquarters.id, id)))[0].settings;
const patchSettings = (id: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PATCH", url: `/api/headquarter/${id}/settings/`, headers, payload });

describe("GET /api/users/active-headquarters/", () => {
  it("lists only the user's active headquarters, by name", async () => {
    const [zipa, bello] = await Promise.all([
      createHeadquarter(t.db, { companyId, name: "Zipaquirá" }),
      createHeadquarter(t.db, { companyId, name: "Bello" }),
    ]);
    const closed = await createHeadquarter(t.db, { companyId, name: "Cerrada", isActive: false });
    await createHeadquarter(t.db, { companyId, name: "Cali" }); // same company, not a member
    await createHeadquarter(t.db, { name: "Ajena" }); // another company
    const me = await signedIn([zipa.id, bello.id, closed.id]);

    const res = await t.app.inject({ method: "GET", url: "/api/users/active-headquarters/", headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((h: { name: string }) => h.name)).toEqual(["Bello", "Zipaquirá"]);
    expect(res.json()[0]).toEqual({
      uuid: bello.id,
      name: "Bello",
      image_url: null,
      google_key: null,
      city: { id: 11001, name: bello.cityName, country_id: "CO", bounds: bello.cityBounds },
    });
  });

  it("answers an empty list to a user with no headquarters", async () => {
    const me = await signedIn([]);
    const res = await t.app.inject({ method: "GET", url: "/api/users/active-headquarters/", headers: me.headers });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});

describe("GET /api/headquarter/:id/", () => {
  it("answers one of the user's headquarters", async () => {
    const hq = await createHeadquarter(t.db, { companyId, name: "Chía" });
    const me = await signedIn([hq.id]);
    const res = await t.app.inject({ method: "GET", url: `/api/headquarter/${hq.id}/`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: hq.id, name: "Chía" });
  });

  it("answers 404 for a headquarter of the same company the user does not belong to, and for another company's", async () => {
    const mine = await createHeadquarter(t.db, { companyId });
    const sibling = await createHeadquarter(t.db, { companyId });
    const foreign = await createHeadquarter(t.db);
    const me = await signedIn([mine.id]);
    for (const id of [sibling.id, foreign.id]) {
      const res = await t.app.inject({ method: "GET", url: `/api/headquarter/${id}/`, headers: me.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "NOT_FOUND", detail: "No encontrado." });
    }
  });
});

describe("GET /api/headquarter/:id/settings/", () => {
  it("answers the settings with the server time and the service-mode options", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const me = await signedIn([hq.id]);
    const res = await t.app.inject({ method: "GET", url: `/api/headquarter/${hq.id}/settings/`, headers: me.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject(DEFAULT_HEADQUARTER_SETTINGS);
    expect(Math.abs(Date.parse(body.current_datetime) - Date.now())).toBeLessThan(60_000);
    expect(body.service_mode_options).toEqual(SERVICE_MODES.map((m) => ({ value: m.value, text: m.text })));
    expect(body.service_mode_options.map((o: { value: string }) => o.value)).toEqual(
      expect.arrayContaining(["manual", "auto_assignment_queued", "a_assign_queued_accept"]),
    );
  });
});

describe("PATCH /api/headquarter/:id/settings/", () => {
  it("saves the admin's changes and answers the merged settings", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const admin = await signedIn([hq.id], ["view_configuration_menu"]);
    const cities = [{ city: BOGOTA_CITY, default: true, use_custom_bounds: false, custom_bounds: null }];
    const res = await patchSettings(hq.id, admin.headers, {
      service_listing_order: 1,
      use_map_autocompletion: false,
      enable_custom_cities_work: true,
      cities_work: cities,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      service_listing_order: 1,
      use_map_autocompletion: false,
      enable_custom_cities_work: true,
      cities_work: cities,
      available: true,
    });
    expect(await settingsOf(hq.id)).toEqual({
      ...DEFAULT_HEADQUARTER_SETTINGS,
      service_listing_order: 1,
      use_map_autocompletion: false,
      enable_custom_cities_work: true,
      cities_work: cities,
    });
  });

  it("changes the time zone to one Intl supports and refuses an unknown zone in Spanish (400)", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const admin = await signedIn([hq.id], ["view_configuration_menu"]);
    expect((await settingsOf(hq.id)).time_zone).toBe("America/Bogota");
    const res = await patchSettings(hq.id, admin.headers, { time_zone: "America/Lima" });
    expect([res.statusCode, res.json().time_zone]).toEqual([200, "America/Lima"]);
    const bad = await patchSettings(hq.id, admin.headers, { time_zone: "Marte/Olympus" });
    expect([bad.statusCode, bad.json().errors]).toEqual([400, [{ field: "time_zone", message: "Zona horaria inválida" }]]);
    expect((await settingsOf(hq.id)).time_zone).toBe("America/Lima");
  });

  it("lets a user with only change_mode_service_headquartersettings change the service mode", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const me = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    const res = await patchSettings(hq.id, me.headers, { service_mode: "auto_assignment" });
    expect(res.statusCode).toBe(200);
    expect(res.json().service_mode).toBe("auto_assignment");
    expect((await settingsOf(hq.id)).service_mode).toBe("auto_assignment");
  });

  it("refuses that user any other key with 403 and changes nothing", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const me = await signedIn([hq.id], ["change_mode_service_headquartersettings"]);
    for (const payload of [{ available: false }, { service_mode: "auto_assignment", available: false }]) {
      const res = await patchSettings(hq.id, me.headers, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await settingsOf(hq.id)).toEqual(DEFAULT_HEADQUARTER_SETTINGS);
  });

  it("refuses custom city limits with no default city (400) and changes nothing", async () => {
    const hq = await createHeadquarter(t.db, { companyId });
    const admin = await signedIn([hq.id], ["view_configuration_menu"]);
    const noDefault = [{ city: SOACHA_CITY, default: false, use_custom_bounds: false, custom_bounds: null }];
    for (const payload of [{ enable_custom_cities_work: true }, { enable_custom_cities_work: true, cities_work: noDefault }]) {
      const res = await patchSettings(hq.id, admin.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "VALIDATION", errors: [{ field: "cities_work", message: NO_DEFAULT_CITY }] });
    }
    expect(await settingsOf(hq.id)).toEqual(DEFAULT_HEADQUARTER_SETTINGS);
  });

  it("refuses removing the default city while custom limits are on", async () => {
    const hq = await createHeadquarter(t.db, {
      companyId,
      settings: {
        ...DEFAULT_HEADQUARTER_SETTINGS,
        enable_custom_cities_work: true,
        cities_work: [{ city: BOGOTA_CITY, default: true, use_custom_bounds: false, custom_bounds: null }],
      },
    });
    const admin = await signedIn([hq.id], ["view_configuration_menu"]);
    const res = await patchSettings(hq.id, admin.headers, { cities_work: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "cities_work", message: NO_DEFAULT_CITY }]);
  });

  it("answers 404 for a headquarter the admin does not belong to", async () => {
    const mine = await createHeadquarter(t.db, { companyId });
    const other = await createHeadquarter(t.db, { companyId });
    const admin = await signedIn([mine.id], ["view_configuration_menu"]);
    const res = await patchSettings(other.id, admin.headers, { available: false });
    expect(res.statusCode).toBe(404);
    expect(await settingsOf(other.id)).toEqual(DEFAULT_HEADQUARTER_SETTINGS);
  });
});
