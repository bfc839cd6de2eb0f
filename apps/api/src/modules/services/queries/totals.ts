import { and, eq, sql } from "drizzle-orm";
import type { ServiceFilter, ServiceStatus } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { serviceTotals } from "../../../db/schema/index.js";
import type { Scope } from "../scope.js";

export interface StatusTotals {
  status: ServiceStatus;
  count: number;
  calculatedCost: number;
  totalCost: number;
}

/** Filters that service_totals answers: by status and Bogotá day only. */
const STATUS_AND_DAY = new Set(["status__in", "active_status", "for_action", "current_date"]);

/**
 * Whether a list's count and sums can be read from service_totals instead of adding up the
 * matching services: the whole headquarter (not a business user's own services), narrowed only
 * by status and day, and no "scheduled and already operable" condition, which depends on the clock.
 */
export function totalsAnswer(scope: Scope, filter: ServiceFilter, statuses: ServiceStatus[]): boolean {
  if (scope.business) return false;
  const narrowed = Object.entries(filter).filter(([, value]) => value !== undefined && value !== "" && value !== false);
  if (narrowed.some(([key]) => !STATUS_AND_DAY.has(key))) return false;
  return !(statuses.includes("scheduled") && filter.for_action && filter.for_action !== "cancel");
}

const totalsStatement = (db: Db) =>
  db
    .select({
      status: serviceTotals.status,
      count: sql`sum(${serviceTotals.count})`.mapWith(Number),
      calculatedCost: sql`sum(${serviceTotals.calculatedCost})`.mapWith(Number),
      totalCost: sql`sum(${serviceTotals.totalCost})`.mapWith(Number),
    })
    .from(serviceTotals)
    .where(
      and(
        eq(serviceTotals.headquarterId, sql`${param("headquarter")}::uuid`),
        sql`${serviceTotals.status} = any(${param("statuses")}::text[])`,
        sql`(${param("day")}::date is null or ${serviceTotals.day} = ${param("day")}::date)`,
      ),
    )
    .groupBy(serviceTotals.status)
    .prepare("status_totals");

/** Count and sums per status of a headquarter, over every day or one (spec §3 list totals and counts). */
export async function statusTotals(
  db: Db,
  headquarterId: string,
  statuses: readonly ServiceStatus[],
  day?: string,
): Promise<StatusTotals[]> {
  const statement = prepared(db, "status_totals", () => totalsStatement(db));
  return statement.execute({ headquarter: headquarterId, statuses: [...statuses], day: day ?? null });
}
