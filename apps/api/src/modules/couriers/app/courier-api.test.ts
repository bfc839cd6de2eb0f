import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS } from "@despacho/domain";
import { affiliations, messengerActivations, messengerLocations, messengers, users } from "../../../db/schema/index.js";
import type { CourierOverrides } from "../../../test/courier-factories.js";
import { signedInCourier as courierSession } from "../../../test/courier-session.js";
import { createHeadquarter, createUser } from "../../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../../test/harness.js";

let t: TestApp;
let hqId: string;
const emitted: { headquarterId: string; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  hqId = (await createHeadquarter(t.db)).id;
  const original = t.app.realtime.toHeadquarter;
  t.app.realtime.toHeadquarter = (headquarterId, event, payload, owner) => {
    emitted.push({ headquarterId, event, payload });
    original(headquarterId, event, payload, owner);
  };
});
afterAll(() => t?.close());

const signedInCourier = (overrides: CourierOverrides = {}) => courierSession(t, { headquarterIds: [hqId], ...overrides });

const signUp = {
  username: "moto_andres",
  password: "clave-segura-9",
  first_name: "Andrés",
  last_name: "Muñoz",
  phone_number: "300 123 4567",
  email: "andres@correo.co",
  nuip: "1020304050",
};

describe("POST /api/courier/sign-up/", () => {
  it("creates a courier account with no headquarter, which then signs in and reads its profile", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/courier/sign-up/", payload: signUp });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      username: "moto_andres",
      full_name: "Andrés Muñoz",
      phone_number: "+573001234567",
      nuip: "1020304050",
      email: "andres@correo.co",
      rating: 5,
      rating_counter: 0,
      affiliations: [],
    });
    const [user] = await t.db.select().from(users).where(eq(users.username, "moto_andres"));
    expect([user.kind, user.companyId]).toEqual(["messenger", null]);
    const { access } = await login(t.app, "moto_andres", "clave-segura-9");
    const profile = await t.app.inject({ method: "GET", url: "/api/courier/profile/", headers: authHeaders(access) });
    expect(profile.json().uuid).toBe(res.json().uuid);
  });

  it("refuses a username already taken (409, Spanish) and a short password (400), creating nothing", async () => {
    const before = await t.db.$count(users);
    const taken = await t.app.inject({ method: "POST", url: "/api/courier/sign-up/", payload: { ...signUp, username: "MOTO_ANDRES" } });
    expect([taken.statusCode, taken.json().code, taken.json().detail]).toEqual([
      409,
      "DUPLICATE_NAME",
      "Ya existe un usuario con ese nombre de usuario",
    ]);
    const short = await t.app.inject({
      method: "POST",
      url: "/api/courier/sign-up/",
      payload: { ...signUp, username: "otro", password: "corta" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: "password", message: "La contraseña debe tener al menos 8 caracteres" }]);
    expect(await t.db.$count(users)).toBe(before);
  });
});

describe("/api/courier/profile/", () => {
  it("answers the courier's standing in each headquarter and changes its own data", async () => {
    const courier = await signedInCourier({ firstName: "Lina", lastName: "Rojas", isOnline: true });
    const got = await courier.call("GET", "/api/courier/profile/");
    expect(got.json().affiliations).toEqual([
      { headquarter: hqId, headquarter_name: expect.any(String), status: "affiliated", is_online: true },
    ]);
    const patched = await courier.call("PATCH", "/api/courier/profile/", { last_name: "Rojas Díaz", address: "Calle 10 # 5-20" });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ full_name: "Lina Rojas Díaz", address: "Calle 10 # 5-20" });
  });

  it("is refused to a staff token (403)", async () => {
    const staff = await createUser(t.db, { headquarterIds: [hqId] });
    const { access } = await login(t.app, staff.user.username, staff.password);
    const res = await t.app.inject({ method: "GET", url: "/api/courier/profile/", headers: authHeaders(access) });
    expect([res.statusCode, res.json().code]).toEqual([403, "FORBIDDEN"]);
  });
});

describe("POST /api/courier/activation/", () => {
  const onlineIn = async (messengerId: string, headquarterId = hqId) =>
    (
      await t.db
        .select({ isOnline: affiliations.isOnline })
        .from(affiliations)
        .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)))
    )[0]?.isOnline;

  it("puts an affiliated courier online and offline, keeps the history and tells the desk", async () => {
    const courier = await signedInCourier();
    emitted.length = 0;
    const on = await courier.call("POST", "/api/courier/activation/", { headquarter: hqId, online: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(await onlineIn(courier.id)).toBe(true);
    const off = await courier.call("POST", "/api/courier/activation/", { headquarter: hqId, online: false });
    expect(off.json().affiliations[0].is_online).toBe(false);
    const history = await t.db
      .select({ online: messengerActivations.online })
      .from(messengerActivations)
      .where(eq(messengerActivations.messengerId, courier.id));
    expect(history.map((h) => h.online).sort()).toEqual([false, true]);
    expect(emitted).toEqual([
      { headquarterId: hqId, event: EVENTS.headquarterConnect, payload: { headquarter: hqId, messenger: courier.id } },
      { headquarterId: hqId, event: EVENTS.headquarterDisconnect, payload: { headquarter: hqId, messenger: courier.id } },
    ]);
  });

  it("refuses going online where the courier is blocked, in disaffiliation or not affiliated (409), changing nothing", async () => {
    const other = (await createHeadquarter(t.db)).id;
    const blocked = await signedInCourier({ blockedIn: [hqId] });
    const leaving = await signedInCourier({ status: "in_disaffiliation" });
    const cases = [
      [await blocked.call("POST", "/api/courier/activation/", { headquarter: hqId, online: true }), "Está bloqueado en esta sucursal"],
      [await leaving.call("POST", "/api/courier/activation/", { headquarter: hqId, online: true }), "No está vinculado a esta sucursal"],
      [await blocked.call("POST", "/api/courier/activation/", { headquarter: other, online: true }), "No está vinculado a esta sucursal"],
    ] as const;
    expect(cases.map(([res, detail]) => [res.statusCode, res.json().detail, detail])).toEqual(cases.map(([, d]) => [409, d, d]));
    expect([await onlineIn(blocked.id), await onlineIn(leaving.id)]).toEqual([false, false]);
    expect(await t.db.$count(messengerActivations, eq(messengerActivations.messengerId, blocked.id))).toBe(0);
  });
});

describe("POST /api/courier/locations/", () => {
  // These points are days old, so they also raise fake-location evidence (fake-locations.test.ts): only the
  // location events are looked at here.
  const locationEvents = () => emitted.filter((e) => e.event === EVENTS.messengerLocationChange);
  const point = (second: number, latitude = 4.65) => ({
    latitude,
    longitude: -74.05,
    accuracy: 8,
    speed: 3.5,
    using_fake_location: false,
    coordinates_created_at: `2026-11-23T18:00:${String(second).padStart(2, "0")}.000Z`,
  });

  it("stores every point, keeps the newest on the courier and sends it to the desks where it is online", async () => {
    const courier = await signedInCourier({ isOnline: true });
    emitted.length = 0;
    const res = await courier.call("POST", "/api/courier/locations/", { points: [point(1, 4.61), point(3, 4.63), point(2, 4.62)] });
    expect([res.statusCode, res.json()]).toEqual([201, { accepted: 3 }]);
    expect(await t.db.$count(messengerLocations, eq(messengerLocations.messengerId, courier.id))).toBe(3);
    const [profile] = await t.db.select().from(messengers).where(eq(messengers.id, courier.id));
    expect([profile.latitude, profile.locationAt?.toISOString()]).toEqual([4.63, "2026-11-23T18:00:03.000Z"]);
    expect(locationEvents()).toEqual([
      {
        headquarterId: hqId,
        event: EVENTS.messengerLocationChange,
        // Days-old points open a fake-location capture: the map hears the courier is suspected, as the alert counts it.
        payload: { headquarter: hqId, messenger: courier.id, ...point(3, 4.63), using_fake_location: true },
      },
    ]);
  });

  it("tells no desk of an offline courier and refuses more than 50 points (400), storing nothing", async () => {
    const courier = await signedInCourier({ isOnline: false });
    emitted.length = 0;
    expect((await courier.call("POST", "/api/courier/locations/", { points: [point(1)] })).statusCode).toBe(201);
    expect(locationEvents()).toEqual([]);
    const many = await courier.call("POST", "/api/courier/locations/", { points: Array.from({ length: 51 }, (_, i) => point(i % 60)) });
    expect([many.statusCode, many.json().errors[0].message]).toEqual([400, "Máximo 50 puntos por envío"]);
    expect(await t.db.$count(messengerLocations, eq(messengerLocations.messengerId, courier.id))).toBe(1);
  });

  it("refuses the points of a courier who may be online nowhere (in disaffiliation, blocked) with a 409, storing and telling nothing", async () => {
    const leaving = await signedInCourier({ status: "in_disaffiliation", isOnline: true });
    const blocked = await signedInCourier({ blockedIn: [hqId], isOnline: true });
    emitted.length = 0;
    for (const courier of [leaving, blocked]) {
      const res = await courier.call("POST", "/api/courier/locations/", { points: [point(5, 4.7)] });
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { code: "CONFLICT", detail: "No puede enviar su ubicación: no está vinculado ni habilitado en ninguna sucursal" },
      ]);
      expect(await t.db.$count(messengerLocations, eq(messengerLocations.messengerId, courier.id))).toBe(0);
      const [profile] = await t.db.select().from(messengers).where(eq(messengers.id, courier.id));
      expect(profile.locationAt).toBeNull();
    }
    expect(emitted).toEqual([]);
  });

  it("tells only the desks where the courier may be online: not the one it is leaving", async () => {
    const leavingHq = (await createHeadquarter(t.db)).id;
    const courier = await signedInCourier({ headquarterIds: [hqId, leavingHq], isOnline: true });
    await t.db
      .update(affiliations)
      .set({ status: "in_disaffiliation" })
      .where(and(eq(affiliations.messengerId, courier.id), eq(affiliations.headquarterId, leavingHq)));
    emitted.length = 0;
    const res = await courier.call("POST", "/api/courier/locations/", { points: [point(6, 4.71)] });
    expect([res.statusCode, res.json()]).toEqual([201, { accepted: 1 }]);
    expect(locationEvents().map((e) => e.headquarterId)).toEqual([hqId]);
  });
});
