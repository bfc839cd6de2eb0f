import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { services, serviceTotals } from "../../../db/schema/index.js";
import { createServicesTestApp, type ServicesTestApp } from "../test-support.js";

let t: ServicesTestApp;
let courier: string;
beforeAll(async () => {
  t = await createServicesTestApp();
  [courier] = t.catalogs[t.bogota].couriers.map((c) => c.id);
});
afterAll(async () => {
  await t?.close();
});

const BOGOTA_DAY = sql<string>`to_char((${services.createdAt} at time zone 'UTC') - interval '5 hours', 'YYYY-MM-DD')`;

/** What service_totals holds, added up over its slots, by headquarter/day/status. */
async function fromTable(): Promise<Map<string, number[]>> {
  const rows = await t.db
    .select({
      key: sql<string>`${serviceTotals.headquarterId} || '/' || ${serviceTotals.day} || '/' || ${serviceTotals.status}`,
      count: sql`sum(${serviceTotals.count})`.mapWith(Number),
      cost: sql`sum(${serviceTotals.calculatedCost})`.mapWith(Number),
      total: sql`sum(${serviceTotals.totalCost})`.mapWith(Number),
    })
    .from(serviceTotals)
    .groupBy(serviceTotals.headquarterId, serviceTotals.day, serviceTotals.status);
  return new Map(rows.map((r) => [r.key, [r.count, r.cost, r.total]]));
}

/** The same figures counted from the services themselves. */
async function fromServices(): Promise<Map<string, number[]>> {
  const rows = await t.db
    .select({
      key: sql<string>`${services.headquarterId} || '/' || ${BOGOTA_DAY} || '/' || ${services.status}`,
      count: sql`count(*)`.mapWith(Number),
      cost: sql`sum(${services.calculatedCost})`.mapWith(Number),
      total: sql`sum(${services.calculatedCost} + ${services.requiredValue})`.mapWith(Number),
    })
    .from(services)
    .groupBy(services.headquarterId, BOGOTA_DAY, services.status);
  return new Map(rows.map((r) => [r.key, [r.count, r.cost, r.total]]));
}

const patch = (id: string, action: string, payload: object = {}) =>
  t.call("admin", { method: "PATCH", url: `/api/services/${id}/${action}/`, payload });

describe("service_totals follows every write on services", () => {
  it("matches the services after the demo data", async () => {
    expect(await fromTable()).toEqual(await fromServices());
  });

  it("matches after creations, every action, cost edits, bulk actions and deletions", async () => {
    const made = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => t.create({ calculated_cost: 1000 * i, required_value: 100 * i })));
    const [a, b, c, d, e, f] = made.map((m) => m.uuid);
    expect((await patch(a, "assign", { messenger: courier })).statusCode).toBe(200);
    expect((await patch(b, "cancel", { reason: "Cliente desistió" })).statusCode).toBe(200);
    expect((await patch(c, "spread")).statusCode).toBe(200);
    expect((await patch(a, "unassign")).statusCode).toBe(200);
    const cost = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/update-multiple/",
      payload: { services: [d, e], changes: { calculated_cost: 25_000, required_value: 3_000 } },
    });
    expect(cost.json()).toMatchObject({ updated: [d, e] });
    const bulk = await t.call("admin", {
      method: "PATCH",
      url: "/api/services/assign-multiple/",
      payload: { services: [d, f], messenger: courier },
    });
    expect(bulk.json()).toMatchObject({ updated: [d, f] });
    await t.db.delete(services).where(eq(services.id, e));
    expect(await fromTable()).toEqual(await fromServices());
  });

  it("keeps no empty or negative slot", async () => {
    const [row] = await t.db
      .select({ empty: sql`count(*) filter (where ${serviceTotals.count} <= 0)`.mapWith(Number) })
      .from(serviceTotals);
    expect(row.empty).toBe(0);
  });
});

describe("the list and the counters read the totals", () => {
  const list = async (query: string) => (await t.call("admin", { method: "GET", url: `/api/services/?${query}` })).json();

  it("answers the same count and sums from the table as counted row by row", async () => {
    const today = (await t.db.execute(sql`select to_char(now() - interval '5 hours', 'YYYY-MM-DD') as day`)) as unknown as {
      rows: { day: string }[];
    };
    const queries = [
      "active_status=true",
      "status__in=by_assign,pending",
      "status__in=finished,cancelled",
      `active_status=true&current_date=${today.rows[0].day}`,
    ];
    for (const query of queries) {
      const fromTotals = await list(query);
      // A column filter every service passes: the list adds up the matching services instead.
      const counted = await list(`${query}&consecutive__gt=0`);
      expect(fromTotals.count, query).toBeGreaterThan(0);
      expect(fromTotals, query).toMatchObject({
        count: counted.count,
        total_calculated_cost: counted.total_calculated_cost,
        total_cost: counted.total_cost,
      });
    }
  });

  it("counts by status for the desk's day and over every day", async () => {
    const [counts, all] = await Promise.all([
      t.call("admin", { method: "GET", url: "/api/services/count-status/" }),
      t.db
        .select({ status: services.status, n: sql`count(*)`.mapWith(Number) })
        .from(services)
        .where(eq(services.headquarterId, t.bogota))
        .groupBy(services.status),
    ]);
    expect(counts.json()).toEqual(
      Object.fromEntries(
        ["by_assign", "scheduled", "pending", "assigned", "in_progress", "finished", "cancelled"].map((s) => [
          s,
          all.find((r) => r.status === s)?.n ?? 0,
        ]),
      ),
    );
  });
});
