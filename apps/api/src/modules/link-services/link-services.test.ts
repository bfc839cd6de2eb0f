import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethods, services, serviceTracking, serviceTypes } from "../../db/schema/index.js";
import { createHeadquarter, createUser } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createLinkRow } from "../../test/link-factories.js";

const URL = "/api/link-services/";
const PUBLIC = "/api/services/create-anonymous/";

let t: TestApp;
let hq: string;
let otherHq: string;
let headers: Record<string, string>;
let address = 0;
/** Each call from its own address, so only the rate-limit tests meet the limits (3 a minute per address here). */
const from = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: 3 });
  const a = await createHeadquarter(t.db, { name: "Sucursal Norte" });
  hq = a.id;
  otherHq = (await createHeadquarter(t.db, { companyId: a.companyId })).id;
  const user = await createUser(t.db, { companyId: a.companyId, headquarterIds: [hq, otherHq], permissions: ["view_linktocreateservice"] });
  headers = authHeaders((await login(t.app, user.user.username, user.password)).access, hq);
});
afterAll(() => t?.close());

async function catalog(headquarterId = hq) {
  const [type] = await t.db
    .insert(serviceTypes)
    .values({
      headquarterId,
      name: "Mensajería",
      baseCost: 5000,
      hasActiveSurcharges: true,
      distanceSurcharge: { included_km: 1, value_per_km: 1000 },
    })
    .returning();
  const [cash] = await t.db.insert(paymentMethods).values({ headquarterId, name: "Efectivo" }).returning();
  return { type: type.id, cash: cash.id };
}

const requestBody = (token: string, type: string, changes: Record<string, unknown> = {}) => ({
  token,
  name: "Ana Gómez",
  phone_number: "300 123 4567",
  type,
  required_value: "",
  locations: [
    { type: "origin", address: "Calle 72 # 10-34", description: "Portería", latitude: 4.65, longitude: -74.06 },
    { type: "destination", address: "Carrera 15 # 93-47", latitude: 4.68, longitude: -74.05 },
  ],
  ...changes,
});
const ask = (body: object, remoteAddress = from()) => t.app.inject({ method: "POST", url: PUBLIC, payload: body, remoteAddress });
const formOf = (token: string) => t.app.inject({ method: "GET", url: PUBLIC, query: { token }, remoteAddress: from() });

describe("links on /link-manage/ (spec §2.2)", () => {
  it("creates a link of the headquarter's types and payment methods, lists it newest first and revokes it", async () => {
    const { type, cash } = await catalog();
    const created = await t.app.inject({
      method: "POST",
      url: URL,
      headers,
      payload: { name: "Tienda Centro", service_types: [type], payment_methods: [cash], expires_at: "2030-01-01T12:00:00.000Z" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json();
    expect(link).toEqual({
      uuid: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      name: "Tienda Centro",
      service_types: [{ uuid: type, name: "Mensajería" }],
      payment_methods: [{ uuid: cash, name: "Efectivo" }],
      expires_at: "2030-01-01T12:00:00.000Z",
      revoked_at: null,
      created_at: expect.any(String),
      state: "active",
    });
    const listed = await t.app.inject({ method: "GET", url: URL, headers });
    expect(listed.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(listed.json().results[0].uuid).toBe(link.uuid);

    const revoked = await t.app.inject({ method: "PATCH", url: `${URL}${link.uuid}/revoke/`, headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ state: "revoked", revoked_at: expect.any(String) });
    const form = await formOf(link.token);
    expect([form.statusCode, form.json()]).toEqual([
      404,
      { code: "LINK_NOT_AVAILABLE", detail: "El enlace no es válido o ya no está disponible" },
    ]);
  });

  it("refuses types or payment methods of another headquarter, and another headquarter's link is not found", async () => {
    const mine = await catalog();
    const theirs = await catalog(otherHq);
    const refused = await t.app.inject({ method: "POST", url: URL, headers, payload: { name: "Mezcla", service_types: [theirs.type] } });
    expect([refused.statusCode, refused.json().errors]).toEqual([
      400,
      [{ field: "service_types", message: "El tipo de servicio no existe en la sucursal" }],
    ]);
    const payment = await t.app.inject({
      method: "POST",
      url: URL,
      headers,
      payload: { name: "Mezcla", service_types: [mine.type], payment_methods: [theirs.cash] },
    });
    expect(payment.json().errors).toEqual([{ field: "payment_methods", message: "El método de pago no existe en la sucursal" }]);
    const elsewhere = await createLinkRow(t.db, otherHq);
    const revoke = await t.app.inject({ method: "PATCH", url: `${URL}${elsewhere.id}/revoke/`, headers });
    expect(revoke.statusCode).toBe(404);
  });
});

describe("GET /api/services/create-anonymous/ (spec §7, no session)", () => {
  it("gives the form of an active link: its types, payment methods and the city's bounds, nothing more", async () => {
    const { type, cash } = await catalog();
    const link = await createLinkRow(t.db, hq, { name: "Pedidos web", serviceTypeIds: [type], paymentMethodIds: [cash] });
    const res = await formOf(link.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: "Pedidos web",
      headquarter: "Sucursal Norte",
      service_types: [{ uuid: type, name: "Mensajería" }],
      payment_methods: [{ uuid: cash, name: "Efectivo" }],
      bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 },
    });
  });

  it("answers the token failure for an unknown, a revoked or an expired link", async () => {
    const revoked = await createLinkRow(t.db, hq, { revokedAt: new Date() });
    const expired = await createLinkRow(t.db, hq, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of ["no-existe", revoked.token, expired.token]) {
      const res = await formOf(token);
      expect([res.statusCode, res.json().code]).toEqual([404, "LINK_NOT_AVAILABLE"]);
    }
  });
});

describe("GET /api/services/create-anonymous/places/ (the link page's address search)", () => {
  it("finds places in the cities of the link's headquarter, and answers the token failure for a revoked link", async () => {
    const link = await createLinkRow(t.db, hq);
    const places = (token: string) =>
      t.app.inject({ method: "GET", url: `${PUBLIC}places/`, query: { token, q: "PLAZA BOLIVAR" }, remoteAddress: from() });
    const found = await places(link.token);
    expect([found.statusCode, found.json()]).toEqual([
      200,
      [{ label: "Plaza de Bolívar, Carrera 7 # 11-10, Bogotá", latitude: 4.5981, longitude: -74.076, city_id: 11001 }],
    ]);
    const revoked = await createLinkRow(t.db, hq, { revokedAt: new Date() });
    expect((await places(revoked.token)).json().code).toBe("LINK_NOT_AVAILABLE");
  });
});

describe("POST /api/services/create-anonymous/ (spec §7, no session)", () => {
  it("creates the service in the link's headquarter, priced by the server, with required_value 0 when empty", async () => {
    const { type, cash } = await catalog();
    const link = await createLinkRow(t.db, hq, { serviceTypeIds: [type], paymentMethodIds: [cash] });
    const res = await ask(requestBody(link.token, type, { payment_method: cash, calculated_cost: 1 }));
    expect(res.statusCode).toBe(400);
    const created = await ask(requestBody(link.token, type, { payment_method: cash }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ consecutive: expect.any(Number), tracking_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const [tracking] = await t.db.select().from(serviceTracking).where(eq(serviceTracking.token, created.json().tracking_token));
    const [service] = await t.db.select().from(services).where(eq(services.id, tracking.serviceId));
    expect(service).toMatchObject({
      headquarterId: hq,
      status: "by_assign",
      name: "Ana Gómez",
      phoneNumber: "+573001234567",
      typeId: type,
      paymentMethodId: cash,
      requiredValue: 0,
      calculatedCost: 7515,
      createdBy: null,
    });
    expect(tracking.linkServiceId).toBe(link.id);
  });

  it("takes only the link's types and payment methods, and refuses a revoked link", async () => {
    const offered = await catalog();
    const other = await catalog();
    const link = await createLinkRow(t.db, hq, { serviceTypeIds: [offered.type], paymentMethodIds: [offered.cash] });
    const wrongType = await ask(requestBody(link.token, other.type, { payment_method: offered.cash }));
    expect(wrongType.json().errors).toEqual([{ field: "type", message: "El tipo de servicio no está disponible en este enlace" }]);
    const wrongPayment = await ask(requestBody(link.token, offered.type, { payment_method: other.cash }));
    expect(wrongPayment.json().errors).toEqual([
      { field: "payment_method", message: "El método de pago no está disponible en este enlace" },
    ]);
    const noPayment = await ask(requestBody(link.token, offered.type));
    expect(noPayment.json().errors).toEqual([{ field: "payment_method", message: "Seleccione el método de pago" }]);
    await t.app.inject({ method: "PATCH", url: `${URL}${link.id}/revoke/`, headers });
    const revoked = await ask(requestBody(link.token, offered.type, { payment_method: offered.cash }));
    expect([revoked.statusCode, revoked.json().code]).toEqual([404, "LINK_NOT_AVAILABLE"]);
  });

  it("answers 429 in Spanish past the requests of one address a minute, and past a link's requests an hour", async () => {
    const { type } = await catalog();
    const link = await createLinkRow(t.db, hq, { serviceTypeIds: [type] });
    const one = "10.9.9.9";
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await ask(requestBody(link.token, type), one)).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const refused = await ask(requestBody(link.token, type), one);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", detail: "Demasiadas solicitudes, intente de nuevo en unos segundos" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // 3 a minute per address, 18 an hour per link: 15 more from other addresses reach the link's limit.
    const more = [];
    for (let i = 0; i < 16; i++) more.push((await ask(requestBody(link.token, type))).statusCode);
    expect(more).toEqual([...Array(15).fill(201), 429]);
  });
});
