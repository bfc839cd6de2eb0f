import { and, between, eq, type SQL, sql } from "drizzle-orm";
import { countsOf, type ServiceStatus, type StatsBucket, totalOf } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { serviceDailyStats } from "../../../db/schema/index.js";

/** One group of a report (a day, a month, a type…) with its rows per status. */
export type Grouped = Map<string, { status: ServiceStatus; count: number; cost: number }[]>;

/**
 * service_daily_stats between two days (both included) summed by `key` (an expression of its columns) and status:
 * a year of one headquarter is at most 365 days × statuses × types × methods rows.
 */
export async function groupedStats(db: Db, headquarterId: string, from: string, to: string, key: SQL<string>): Promise<Grouped> {
  const rows = await db
    .select({
      key,
      status: serviceDailyStats.status,
      count: sql<number>`sum(${serviceDailyStats.count})`.mapWith(Number),
      cost: sql<number>`sum(${serviceDailyStats.calculatedCost})`.mapWith(Number),
    })
    .from(serviceDailyStats)
    .where(and(eq(serviceDailyStats.headquarterId, headquarterId), between(serviceDailyStats.day, from, to)))
    .groupBy(sql`1`, serviceDailyStats.status);
  const grouped: Grouped = new Map();
  for (const row of rows) grouped.set(row.key, [...(grouped.get(row.key) ?? []), row]);
  return grouped;
}

/** A group's counts per status, total and summed cost (zeros for a group with no service). */
export function bucketOf(rows: { status: ServiceStatus; count: number; cost: number }[] = []): StatsBucket {
  const counts = countsOf(rows);
  return { counts, total: totalOf(counts), calculated_cost: rows.reduce((sum, r) => sum + r.cost, 0) };
}

/** Every group's rows together. */
export const allRows = (grouped: Grouped) => [...grouped.values()].flat();

export const byDay = sql<string>`${serviceDailyStats.day}::text`;
export const byMonth = sql<string>`to_char(${serviceDailyStats.day}, 'YYYY-MM')`;
export const byType = sql<string>`${serviceDailyStats.typeId}`;
export const byPaymentMethod = sql<string>`${serviceDailyStats.paymentMethodId}`;
