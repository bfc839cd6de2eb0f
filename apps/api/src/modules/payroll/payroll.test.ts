import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, type PayrollOperator, type RemunerationMode, zonedDate } from "@despacho/domain";
import { affiliations, headquarters, payrollEntries, serviceHistory } from "../../db/schema/index.js";
import { createCourier, openBalance } from "../../test/courier-factories.js";
import { createCompany, createUser, twoHeadquarters } from "../../test/factories.js";
import { authHeaders, createTestApp, eventsHandled, login, type TestApp } from "../../test/harness.js";
import { createPayment } from "../../test/payroll-factories.js";
import { createServiceRow } from "../../test/service-factories.js";
import { recordEarning } from "./commands/record-earning.js";

const PAYROLL = ["view_stats_payment", "change_messenger", "change_service"];

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const today = () => zonedDate(DEFAULT_TIME_ZONE);
const period = () => `from=${today()}&to=${today()}`;

async function setup(mode: RemunerationMode = "per_service", value = 4500) {
  const s = await twoHeadquarters(t, companyId, PAYROLL, { firstName: "Olga", lastName: "Operadora" });
  for (const hq of [s.a, s.b]) {
    await t.db
      .update(headquarters)
      .set({ settings: sql`${headquarters.settings} || ${JSON.stringify({ remuneration_mode: mode, remuneration_value: value })}::jsonb` })
      .where(eq(headquarters.id, hq));
  }
  const call = (method: "GET" | "POST" | "PATCH", url: string, hq = s.a, payload?: object) =>
    t.app.inject({ method, url, headers: s.in(hq), ...(payload && { payload }) });
  const courier = async (firstName: string, hq = s.a) =>
    (await createCourier(t.db, { headquarterIds: [hq], firstName, lastName: "Ruiz" })).id;
  /** A service in progress with the courier, finished through the desk's action (the outbox records the earning). */
  const finish = async (messengerId: string, calculatedCost: number, hq = s.a) => {
    const service = await createServiceRow(t.db, hq, { status: "in_progress", messengerId, calculatedCost, createdBy: s.userId });
    const res = await call("PATCH", `/api/services/${service.id}/finish/`, hq, {});
    expect(res.statusCode).toBe(200);
    await eventsHandled(t.app);
    return service;
  };
  const balance = async (messengerId: string, hq = s.a) =>
    (
      await t.db
        .select({ balance: affiliations.balance })
        .from(affiliations)
        .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, hq)))
    )[0].balance;
  return { ...s, call, courier, finish, balance };
}

describe("earnings of finished services (one ledger entry each, by the headquarter's remuneration mode)", () => {
  it("per service: the value for every service", async () => {
    const s = await setup("per_service", 4500);
    const ana = await s.courier("Ana");
    await s.finish(ana, 12000);
    await s.finish(ana, 3000);
    expect(await s.balance(ana)).toBe(9000);
  });

  it("percentage of the cost, rounded to the peso", async () => {
    const s = await setup("percentage_of_cost", 15);
    const ana = await s.courier("Ana");
    await s.finish(ana, 8333);
    expect(await s.balance(ana)).toBe(1250);
  });

  it("fixed per day: once, on the first finished service of the day", async () => {
    const s = await setup("fixed_per_day", 60000);
    const ana = await s.courier("Ana");
    await s.finish(ana, 8000);
    await s.finish(ana, 9000);
    expect(await s.balance(ana)).toBe(60000);
    const earnings = await t.db.select({ amount: payrollEntries.amount }).from(payrollEntries).where(eq(payrollEntries.messengerId, ana));
    expect(earnings.map((e) => e.amount).sort()).toEqual([0, 60000]);
  });

  it("an earning is recorded once per service, however often the event is handled", async () => {
    const s = await setup("per_service", 4500);
    const ana = await s.courier("Ana");
    const service = await s.finish(ana, 8000);
    await t.db.transaction((tx) => recordEarning(tx, service.id));
    await t.db.transaction((tx) => recordEarning(tx, service.id));
    expect(await s.balance(ana)).toBe(4500);
    expect(await t.db.select().from(payrollEntries).where(eq(payrollEntries.serviceId, service.id))).toHaveLength(1);
  });
});

describe("the ledger is the only way a balance moves", () => {
  it("the database refuses to change a balance, or to change or delete an entry", async () => {
    const s = await setup();
    const ana = await s.courier("Ana");
    await openBalance(t.db, s.a, ana, 10000);
    await expect(
      t.db
        .update(affiliations)
        .set({ balance: 999999 })
        .where(and(eq(affiliations.messengerId, ana), eq(affiliations.headquarterId, s.a))),
    ).rejects.toThrow();
    await expect(t.db.update(payrollEntries).set({ amount: 1 }).where(eq(payrollEntries.messengerId, ana))).rejects.toThrow();
    await expect(t.db.delete(payrollEntries).where(eq(payrollEntries.messengerId, ana))).rejects.toThrow();
    expect(await s.balance(ana)).toBe(10000);
  });

  it("an adjustment has a reason and an author, and never leaves the balance below 0", async () => {
    const s = await setup();
    const ana = await s.courier("Ana");
    await openBalance(t.db, s.a, ana, 10000);
    const res = await s.call("POST", `/api/users/messengers/${ana}/adjustment/`, s.a, { amount: -2500, reason: "Descuento por daño" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      entry: { kind: "adjustment", amount: -2500, reason: "Descuento por daño", method: null, service: null },
      balance: 7500,
    });
    const below = await s.call("POST", `/api/users/messengers/${ana}/adjustment/`, s.a, { amount: -7501, reason: "Demasiado" });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: "CONFLICT", detail: "El ajuste no puede dejar el saldo por debajo de 0" });
    const noReason = await s.call("POST", `/api/users/messengers/${ana}/adjustment/`, s.a, { amount: 100, reason: "" });
    expect(noReason.json().errors).toEqual([{ field: "reason", message: "Escriba el motivo" }]);
    expect(await s.balance(ana)).toBe(7500);
  });
});

describe("/report-Payroll-general", () => {
  it("per courier: earned, paid by method, adjusted and owed in the period, with the period's total", async () => {
    const s = await setup("per_service", 4500);
    const ana = await s.courier("Ana");
    const beto = await s.courier("Beto");
    await s.finish(ana, 8000);
    await s.finish(ana, 8000);
    await s.finish(beto, 8000);
    expect((await s.call("POST", `/api/users/messengers/${ana}/payment/`, s.a, { amount: 5000, method: "cash" })).statusCode).toBe(201);
    await s.call("POST", `/api/users/messengers/${ana}/payment/`, s.a, { amount: 2000, method: "transfer" });
    await s.call("POST", `/api/users/messengers/${beto}/adjustment/`, s.a, { amount: 500, reason: "Propina" });

    const res = await s.call("GET", `/api/payroll/general/?${period()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      next: null,
      previous: null,
      results: [
        {
          messenger: { uuid: ana, full_name: "Ana Ruiz" },
          balance: 2000,
          services: 2,
          earned: 9000,
          paid: 7000,
          adjusted: 0,
          owed: 2000,
          payment_methods: { cash: 5000, transfer: 2000, payroll: 0 },
        },
        {
          messenger: { uuid: beto, full_name: "Beto Ruiz" },
          balance: 5000,
          services: 1,
          earned: 4500,
          paid: 0,
          adjusted: 500,
          owed: 5000,
          payment_methods: { cash: 0, transfer: 0, payroll: 0 },
        },
      ],
      total: {
        services: 3,
        earned: 13500,
        paid: 7000,
        adjusted: 500,
        owed: 7000,
        payment_methods: { cash: 5000, transfer: 2000, payroll: 0 },
      },
    });
    const empty = await s.call("GET", "/api/payroll/general/?from=2020-01-01&to=2020-01-31");
    expect(empty.json()).toMatchObject({ count: 0, results: [], total: { earned: 0, paid: 0, owed: 0 } });
    const reversed = await s.call("GET", "/api/payroll/general/?from=2026-02-01&to=2026-01-01");
    expect(reversed.statusCode).toBe(400);
  });

  it("a courier's detail lists each entry with its service, and a cancelled payment gives its amount back once", async () => {
    const s = await setup("per_service", 4500);
    const ana = await s.courier("Ana");
    const service = await s.finish(ana, 8000);
    const payment = (await s.call("POST", `/api/users/messengers/${ana}/payment/`, s.a, { amount: 3000, method: "cash" })).json();
    expect(await s.balance(ana)).toBe(1500);

    const cancel = await s.call("POST", `/api/payroll/payments/${payment.id}/cancel/`, s.a, { reason: "Pago duplicado" });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ entry: { kind: "payment_cancellation", amount: 3000, reason: "Pago duplicado" }, balance: 4500 });
    const again = await s.call("POST", `/api/payroll/payments/${payment.id}/cancel/`, s.a, { reason: "Otra vez" });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("El pago ya fue anulado");

    const detail = (await s.call("GET", `/api/payroll/general/${ana}/?${period()}`)).json();
    expect(detail.count).toBe(3);
    expect(detail.results.messenger).toEqual({ uuid: ana, full_name: "Ana Ruiz" });
    expect(detail.results.detail.map((e: { kind: string; amount: number; cancelled: boolean }) => [e.kind, e.amount, e.cancelled])).toEqual(
      [
        ["payment_cancellation", 3000, false],
        ["payment", -3000, true],
        ["earning", 4500, false],
      ],
    );
    expect(detail.results.detail[1]).toMatchObject({ method: "cash", created_by: "Olga Operadora", payment: payment.id });
    expect(detail.results.detail[2].service).toEqual({ uuid: service.id, consecutive: service.consecutive, calculated_cost: 8000 });
    expect(detail.total).toEqual({
      balance: 4500,
      services: 1,
      earned: 4500,
      paid: 0,
      adjusted: 0,
      owed: 4500,
      payment_methods: { cash: 0, transfer: 0, payroll: 0 },
    });
  });
});

describe("/report-Payroll-operators", () => {
  it("what each operator created, handled and paid in the period", async () => {
    const s = await setup("per_service", 4500);
    const ana = await s.courier("Ana");
    await s.finish(ana, 8000);
    await s.finish(ana, 8000);
    await s.call("POST", `/api/users/messengers/${ana}/payment/`, s.a, { amount: 4000, method: "payroll" });
    await s.call("POST", `/api/users/messengers/${ana}/adjustment/`, s.a, { amount: 100, reason: "Redondeo" });
    const res = await s.call("GET", `/api/payroll/operators/?${period()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          user: { uuid: s.userId, full_name: "Olga Operadora" },
          services_created: 2,
          services_handled: 2,
          payments: 1,
          paid: 4000,
          adjustments: 1,
        },
      ],
    });
  });

  it("counts from the database's daily summary: a service once per operator however often they act on it", async () => {
    const s = await setup("per_service", 4500);
    const pedro = await createUser(t.db, { headquarterIds: [s.a], firstName: "Pedro", lastName: "Pérez", permissions: PAYROLL });
    const mine = await createServiceRow(t.db, s.a, { createdBy: pedro.user.id });
    const acted = { toStatus: "by_assign" as const, userId: s.userId };
    // Olga acts on Pedro's service three times, two of them in one statement.
    await t.db.insert(serviceHistory).values({ ...acted, serviceId: mine.id, action: "updated" });
    await t.db.insert(serviceHistory).values([
      { ...acted, serviceId: mine.id, action: "novelty" },
      { ...acted, serviceId: mine.id, action: "updated" },
    ]);
    const rows = (await s.call("GET", `/api/payroll/operators/?${period()}`)).json().results;
    expect(rows.map((r: PayrollOperator) => [r.user.full_name, r.services_created, r.services_handled])).toEqual([
      ["Olga Operadora", 0, 1],
      ["Pedro Pérez", 1, 0],
    ]);
  });
});

describe("another headquarter's payroll is never readable", () => {
  it("its couriers and payments answer 404 and its figures stay out of the report", async () => {
    const s = await setup("per_service", 4500);
    const theirs = await s.courier("Ciro", s.b);
    await s.finish(theirs, 8000, s.b);
    const { payment } = await createPayment(t.db, s.b);
    expect((await s.call("GET", `/api/payroll/general/${theirs}/?${period()}`, s.a)).statusCode).toBe(404);
    expect((await s.call("POST", `/api/payroll/payments/${payment.id}/cancel/`, s.a, { reason: "Ajeno" })).statusCode).toBe(404);
    expect((await s.call("POST", `/api/users/messengers/${theirs}/adjustment/`, s.a, { amount: 10, reason: "Ajeno" })).statusCode).toBe(
      404,
    );
    expect((await s.call("GET", `/api/payroll/general/?${period()}`, s.a)).json()).toMatchObject({ count: 0, total: { earned: 0 } });
    expect((await s.call("GET", `/api/payroll/general/?${period()}`, s.b)).json()).toMatchObject({ count: 2, total: { earned: 4500 } });
  });

  it("a business user reaches none of it", async () => {
    const s = await setup();
    const business = await createUser(t.db, {
      headquarterIds: [s.a],
      permissions: ["view_stats_payment", "add_service"],
      business: { name: "Tienda" },
    });
    const { access } = await login(t.app, business.user.username, business.password);
    const res = await t.app.inject({ method: "GET", url: `/api/payroll/general/?${period()}`, headers: authHeaders(access, s.a) });
    expect(res.statusCode).toBe(403);
  });
});
