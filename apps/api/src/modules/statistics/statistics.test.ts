import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_TIME_ZONE, zonedDate } from "@despacho/domain";
import {
  courierHourlyOnline,
  messengerActivations,
  messengerLocations,
  offers,
  paymentMethods,
  services,
  serviceTypes,
} from "../../db/schema/index.js";
import { createCourier } from "../../test/courier-factories.js";
import { createCompany, createUser, twoHeadquarters } from "../../test/factories.js";
import { authHeaders, createTestApp, login, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const today = () => zonedDate(DEFAULT_TIME_ZONE);
const month = () => today().slice(0, 7);
const zero = { by_assign: 0, scheduled: 0, pending: 0, assigned: 0, in_progress: 0, finished: 0, cancelled: 0 };

async function setup() {
  const s = await twoHeadquarters(
    t,
    companyId,
    ["view_stats_service", "view_stats_messenger", "change_service", "view_configuration_menu"],
    { firstName: "Olga" },
  );
  const get = (url: string, hq = s.a) => t.app.inject({ method: "GET", url, headers: s.in(hq) });
  const [moto, carro] = await t.db
    .insert(serviceTypes)
    .values([
      { headquarterId: s.a, name: "Moto", baseCost: 5000 },
      { headquarterId: s.a, name: "Carro", baseCost: 9000 },
    ])
    .returning();
  const [cash] = await t.db.insert(paymentMethods).values({ headquarterId: s.a, name: "Efectivo" }).returning();
  const ana = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Ana", lastName: "Ruiz" });
  const beto = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Beto", lastName: "Gil" });
  const make = (status: "by_assign" | "in_progress" | "cancelled", typeId: string, extra: Partial<typeof services.$inferInsert> = {}) =>
    createServiceRow(t.db, s.a, { status, typeId, calculatedCost: 8000, ...extra });
  // Today: 2 by_assign (moto), 3 in progress with Ana (2 moto, 1 carro, paid cash) of which 2 are then finished, 1 cancelled with Beto.
  await make("by_assign", moto.id);
  await make("by_assign", moto.id);
  const inProgress = [
    await make("in_progress", moto.id, { messengerId: ana.id, paymentMethodId: cash.id }),
    await make("in_progress", moto.id, { messengerId: ana.id, paymentMethodId: cash.id }),
    await make("in_progress", carro.id, { messengerId: ana.id, paymentMethodId: cash.id, calculatedCost: 12000 }),
  ];
  await make("cancelled", carro.id, { messengerId: beto.id });
  for (const service of inProgress.slice(0, 2)) {
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/services/${service.id}/finish/`, headers: s.in(s.a), payload: {} })).statusCode,
    ).toBe(200);
  }
  // Another headquarter's service never counts here.
  await createServiceRow(t.db, s.b, { status: "by_assign" });
  return { ...s, get, moto, carro, cash, ana, beto, inProgress };
}

describe("/report-services", () => {
  it("counts by status on each day of the month, from the database's daily summary", async () => {
    const s = await setup();
    const res = await s.get(`/api/statistics/services/daily/?month=${month()}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toEqual({
      counts: { ...zero, by_assign: 2, in_progress: 1, finished: 2, cancelled: 1 },
      total: 6,
      calculated_cost: 52000,
    });
    expect(body.days.find((d: { day: string }) => d.day === today())).toEqual({ day: today(), ...body.total });
    expect(body.days.filter((d: { total: number }) => d.total > 0)).toHaveLength(1);
  });

  it("moves a service between months when its day changes, for the annual view and the comparison", async () => {
    const s = await setup();
    const year = Number(today().slice(0, 4));
    await t.db
      .update(services)
      .set({ createdAt: new Date(`${year}-01-15T15:00:00Z`) })
      .where(eq(services.id, s.inProgress[2].id));
    const annual = (await s.get(`/api/statistics/services/monthly/?year=${year}`)).json();
    expect(annual.months).toHaveLength(12);
    expect(annual.months[0]).toEqual({ month: `${year}-01`, counts: { ...zero, in_progress: 1 }, total: 1, calculated_cost: 12000 });
    expect(annual.total.total).toBe(6);
    const compare = (await s.get(`/api/statistics/services/compare/?first=${year}-01&second=${month()}`)).json();
    expect(compare.periods.map((p: { month: string; total: number }) => [p.month, p.total])).toEqual(
      month() === `${year}-01`
        ? [
            [month(), 6],
            [month(), 6],
          ]
        : [
            [`${year}-01`, 1],
            [month(), 5],
          ],
    );
  });

  it("splits the period by service type and payment method", async () => {
    const s = await setup();
    const body = (await s.get(`/api/statistics/services/breakdown/?from=${today()}&to=${today()}`)).json();
    expect(body.by_type.map((r: { name: string; total: number; calculated_cost: number }) => [r.name, r.total, r.calculated_cost])).toEqual(
      [
        ["Moto", 4, 32000],
        ["Carro", 2, 20000],
      ],
    );
    expect(body.by_payment_method.map((r: { name: string; total: number }) => [r.name, r.total])).toEqual([
      ["Efectivo", 3],
      ["Sin medio de pago", 3],
    ]);
  });

  it("refuses a bad month, and reaches no business user", async () => {
    const s = await setup();
    const bad = await s.get("/api/statistics/services/daily/?month=2026-13");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe("Use un mes válido con el formato AAAA-MM");
    const business = await createUser(t.db, { headquarterIds: [s.a], permissions: ["view_stats_service"], business: { name: "Tienda" } });
    const { access } = await login(t.app, business.user.username, business.password);
    const res = await t.app.inject({
      method: "GET",
      url: `/api/statistics/services/daily/?month=${month()}`,
      headers: authHeaders(access, s.a),
    });
    expect(res.statusCode).toBe(403);
  });

  it("counts again by the new zone's days when the headquarter's time zone changes", async () => {
    const s = await setup();
    // 2026-03-10T03:00Z is 9 March, 22:00 in Bogotá and 10 March, 12:00 in Tokyo.
    await t.db
      .update(services)
      .set({ createdAt: new Date("2026-03-10T03:00:00Z") })
      .where(eq(services.id, s.inProgress[2].id));
    const march = async () =>
      (await s.get("/api/statistics/services/daily/?month=2026-03"))
        .json()
        .days.filter((d: { total: number }) => d.total > 0)
        .map((d: { day: string }) => d.day);
    expect(await march()).toEqual(["2026-03-09"]);
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/headquarter/${s.a}/settings/`,
      headers: s.in(s.a),
      payload: { time_zone: "Asia/Tokyo" },
    });
    expect(patched.statusCode).toBe(200);
    expect(await march()).toEqual(["2026-03-10"]);
  });

  it("another headquarter sees only its own", async () => {
    const s = await setup();
    expect((await s.get(`/api/statistics/services/daily/?month=${month()}`, s.b)).json().total.total).toBe(1);
  });
});

describe("/report-messengers", () => {
  it("per courier: finished, cancelled, distance, minutes online, rating and offers accepted; the top of the month", async () => {
    const s = await setup();
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    // Ana rides 0.02° of latitude north (2.2 km) in three points; a late point between two of them changes nothing.
    const point = (latitude: number, minutes: number, messengerId = s.ana.id) => ({
      messengerId,
      latitude,
      longitude: -74.08,
      coordinatesCreatedAt: new Date(hourAgo.getTime() + minutes * 60_000),
    });
    await t.db.insert(messengerLocations).values([point(4.6, 0), point(4.61, 10)]);
    await t.db.insert(messengerLocations).values(point(4.62, 20));
    await t.db.insert(messengerLocations).values(point(4.615, 15));
    // Carla only rode 1.1 km: she is listed too. Ciro rode in the other headquarter: he is not.
    const carla = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Carla", lastName: "Díaz" });
    const ciro = await createCourier(t.db, { headquarterIds: [s.b], firstName: "Ciro", lastName: "Mora" });
    for (const id of [carla.id, ciro.id]) await t.db.insert(messengerLocations).values([point(4.6, 0, id), point(4.61, 10, id)]);
    await t.db.insert(messengerActivations).values([
      { messengerId: s.ana.id, headquarterId: s.a, online: true, createdAt: hourAgo },
      { messengerId: s.ana.id, headquarterId: s.a, online: false, createdAt: new Date(hourAgo.getTime() + 30 * 60_000) },
    ]);
    const deadline = new Date(Date.now() + 60_000);
    await t.db.insert(offers).values([
      {
        headquarterId: s.a,
        serviceId: s.inProgress[0].id,
        messengerId: s.ana.id,
        round: 1,
        step: "next_courier",
        deadline,
        answer: "accepted",
      },
      {
        headquarterId: s.a,
        serviceId: s.inProgress[1].id,
        messengerId: s.ana.id,
        round: 1,
        step: "next_courier",
        deadline,
        answer: "accepted",
      },
      {
        headquarterId: s.a,
        serviceId: s.inProgress[2].id,
        messengerId: s.ana.id,
        round: 1,
        step: "next_courier",
        deadline,
        answer: "refused",
      },
    ]);
    // From yesterday: the hour before now is in the period whatever the time of day.
    const yesterday = zonedDate(DEFAULT_TIME_ZONE, new Date(Date.now() - 24 * 60 * 60_000));
    const body = (await s.get(`/api/statistics/messengers/?from=${yesterday}&to=${today()}`)).json();
    expect(body.results).toEqual([
      {
        messenger: { uuid: s.ana.id, full_name: "Ana Ruiz" },
        finished: 2,
        cancelled: 0,
        distance_km: 2.2,
        online_minutes: 30,
        rating: 5,
        offers: 3,
        accepted: 2,
        acceptance_rate: 66.7,
      },
      {
        messenger: { uuid: s.beto.id, full_name: "Beto Gil" },
        finished: 0,
        cancelled: 1,
        distance_km: 0,
        online_minutes: 0,
        rating: 5,
        offers: 0,
        accepted: 0,
        acceptance_rate: null,
      },
      {
        messenger: { uuid: carla.id, full_name: "Carla Díaz" },
        finished: 0,
        cancelled: 0,
        distance_km: 1.1,
        online_minutes: 0,
        rating: 5,
        offers: 0,
        accepted: 0,
        acceptance_rate: null,
      },
    ]);
    const top = (await s.get(`/api/statistics/messengers/top/?month=${month()}`)).json();
    expect(top.by_month).toEqual([{ messenger: { uuid: s.ana.id, full_name: "Ana Ruiz" }, finished: 2 }]);
    expect(top.by_day.find((d: { day: string }) => d.day === today()).top).toEqual(top.by_month);
  });

  it("reads time online from the hours the database keeps: a session split at the hour, a late record, an open one", async () => {
    const s = await setup();
    const ciro = await createCourier(t.db, { headquarterIds: [s.b], firstName: "Ciro", lastName: "Mora" });
    const at = (iso: string) => new Date(iso);
    // Ana from 14:40:00 to 15:20:30 UTC (09:40 to 10:20 in Bogotá, 10 March); Beto goes online at 22:15 UTC and stays;
    // Ciro is online two hours in the other headquarter.
    await t.db.insert(messengerActivations).values([
      { messengerId: s.ana.id, headquarterId: s.a, online: true, createdAt: at("2026-03-10T14:40:00Z") },
      { messengerId: s.ana.id, headquarterId: s.a, online: false, createdAt: at("2026-03-10T15:20:30Z") },
      { messengerId: ciro.id, headquarterId: s.b, online: true, createdAt: at("2026-03-10T14:00:00Z") },
      { messengerId: ciro.id, headquarterId: s.b, online: false, createdAt: at("2026-03-10T16:00:00Z") },
    ]);
    await t.db
      .insert(messengerActivations)
      .values({ messengerId: s.beto.id, headquarterId: s.a, online: true, createdAt: at("2026-03-10T22:15:00Z") });
    const hours = (messengerId: string) =>
      t.db
        .select({ headquarter: courierHourlyOnline.headquarterId, hour: courierHourlyOnline.hour, seconds: courierHourlyOnline.seconds })
        .from(courierHourlyOnline)
        .where(eq(courierHourlyOnline.messengerId, messengerId))
        .orderBy(asc(courierHourlyOnline.hour));
    expect(await hours(s.ana.id)).toEqual([
      { headquarter: s.a, hour: at("2026-03-10T14:00:00Z"), seconds: 1200 },
      { headquarter: s.a, hour: at("2026-03-10T15:00:00Z"), seconds: 1230 },
    ]);
    expect(await hours(ciro.id)).toEqual([
      { headquarter: s.b, hour: at("2026-03-10T14:00:00Z"), seconds: 3600 },
      { headquarter: s.b, hour: at("2026-03-10T15:00:00Z"), seconds: 3600 },
    ]);
    expect(await hours(s.beto.id)).toEqual([]);
    // A late pair of records: Ana was offline from 14:50 to 15:10; what the long session had counted is taken back.
    await t.db.insert(messengerActivations).values([
      { messengerId: s.ana.id, headquarterId: s.a, online: false, createdAt: at("2026-03-10T14:50:00Z") },
      { messengerId: s.ana.id, headquarterId: s.a, online: true, createdAt: at("2026-03-10T15:10:00Z") },
    ]);
    expect(await hours(s.ana.id)).toEqual([
      { headquarter: s.a, hour: at("2026-03-10T14:00:00Z"), seconds: 600 },
      { headquarter: s.a, hour: at("2026-03-10T15:00:00Z"), seconds: 630 },
    ]);

    // 10 March in Bogotá is [05:00 UTC, 05:00 UTC the next day): Ana 1,230 s (20 min); Beto's open session up to the
    // period's end, 6 h 45 min; Ciro is not listed here.
    const online = (body: { results: { messenger: { full_name: string }; online_minutes: number }[] }) =>
      body.results.map((r) => [r.messenger.full_name, r.online_minutes]);
    expect(online((await s.get("/api/statistics/messengers/?from=2026-03-10&to=2026-03-10")).json())).toEqual([
      ["Ana Ruiz", 20],
      ["Beto Gil", 405],
    ]);
    expect(online((await s.get("/api/statistics/messengers/?from=2026-03-10&to=2026-03-10", s.b)).json())).toEqual([["Ciro Mora", 120]]);

    // Carla went online an hour and a half ago and still is: counted up to now.
    const carla = await createCourier(t.db, { headquarterIds: [s.a], firstName: "Carla", lastName: "Díaz" });
    const now = Date.now();
    await t.db
      .insert(messengerActivations)
      .values({ messengerId: carla.id, headquarterId: s.a, online: true, createdAt: new Date(now - 90 * 60_000) });
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      const yesterday = zonedDate(DEFAULT_TIME_ZONE, new Date(now - 24 * 60 * 60_000));
      const body = (await s.get(`/api/statistics/messengers/?from=${yesterday}&to=${today()}`)).json();
      expect(body.results.find((r: { messenger: { uuid: string } }) => r.messenger.uuid === carla.id).online_minutes).toBe(90);
    } finally {
      vi.useRealTimers();
    }
  });
});
