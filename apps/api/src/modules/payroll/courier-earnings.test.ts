import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, zonedDate } from "@despacho/domain";
import { headquarters } from "../../db/schema/index.js";
import { signedInCourier } from "../../test/courier-session.js";
import { createCompany, twoHeadquarters } from "../../test/factories.js";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { createServiceRow } from "../../test/service-factories.js";

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t?.close());

const today = () => zonedDate(DEFAULT_TIME_ZONE);

/** Two headquarters paying 4.500 per service, a desk user of both, and a courier of both signed in. */
async function setup() {
  const s = await twoHeadquarters(t, companyId, ["view_stats_payment", "change_messenger", "change_service"]);
  for (const hq of [s.a, s.b]) {
    await t.db
      .update(headquarters)
      .set({
        settings: sql`${headquarters.settings} || ${JSON.stringify({ remuneration_mode: "per_service", remuneration_value: 4500 })}::jsonb`,
      })
      .where(eq(headquarters.id, hq));
  }
  const courier = await signedInCourier(t, { headquarterIds: [s.a, s.b], firstName: "Ana", lastName: "Ruiz" });
  const desk = (method: "POST" | "PATCH", url: string, hq: string, payload: object) =>
    t.app.inject({ method, url, headers: s.in(hq), payload });
  const finish = async (hq: string, calculatedCost: number) => {
    const service = await createServiceRow(t.db, hq, {
      status: "in_progress",
      messengerId: courier.id,
      calculatedCost,
      createdBy: s.userId,
    });
    expect((await desk("PATCH", `/api/services/${service.id}/finish/`, hq, {})).statusCode).toBe(200);
    return service;
  };
  const earnings = (hq: string, query = `from=${today()}&to=${today()}`) =>
    courier.call("GET", `/api/courier/earnings/?headquarter=${hq}&${query}`);
  return { ...s, courier, desk, finish, earnings };
}

describe("/api/courier/earnings/", () => {
  it("the courier reads their own services, payments and adjustments of one headquarter, and its balance", async () => {
    const s = await setup();
    const service = await s.finish(s.a, 8000);
    await s.finish(s.a, 9000);
    await s.finish(s.b, 9000);
    expect((await s.desk("POST", `/api/users/messengers/${s.courier.id}/payment/`, s.a, { amount: 5000, method: "cash" })).statusCode).toBe(
      201,
    );
    await s.desk("POST", `/api/users/messengers/${s.courier.id}/adjustment/`, s.a, { amount: -500, reason: "Casco perdido" });

    const res = await s.earnings(s.a);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.balance).toBe(3500);
    expect(body.period).toEqual({
      services: 2,
      earned: 9000,
      paid: 5000,
      adjusted: -500,
      owed: 3500,
      payment_methods: { cash: 5000, transfer: 0, payroll: 0 },
    });
    expect(body.days).toEqual([{ day: today(), services: 2, earned: 9000 }]);
    expect(body.count).toBe(4);
    expect(body.results.map((e: { kind: string; amount: number; reason: string | null }) => [e.kind, e.amount, e.reason])).toEqual([
      ["adjustment", -500, "Casco perdido"],
      ["payment", -5000, null],
      ["earning", 4500, null],
      ["earning", 4500, null],
    ]);
    expect(body.results[3].service).toEqual({ uuid: service.id, consecutive: service.consecutive, calculated_cost: 8000 });

    const other = (await s.earnings(s.b)).json();
    expect([other.balance, other.period.services, other.count]).toEqual([4500, 1, 1]);
  });

  it("another courier's ledger stays out, a headquarter of no standing answers 404 and a bad period 400 in Spanish", async () => {
    const s = await setup();
    await s.finish(s.a, 8000);
    const stranger = await signedInCourier(t, { headquarterIds: [s.a] });
    const theirs = (await stranger.call("GET", `/api/courier/earnings/?headquarter=${s.a}&from=${today()}&to=${today()}`)).json();
    expect([theirs.balance, theirs.count, theirs.days]).toEqual([0, 0, []]);

    const elsewhere = await signedInCourier(t, { headquarterIds: [s.b] });
    expect((await elsewhere.call("GET", `/api/courier/earnings/?headquarter=${s.a}&from=${today()}&to=${today()}`)).statusCode).toBe(404);

    const reversed = await s.earnings(s.a, "from=2026-02-01&to=2026-01-01");
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual([{ field: "to", message: "La fecha inicial no puede ser posterior a la final" }]);
  });
});
