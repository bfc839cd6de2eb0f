import { and, asc, between, eq, sql } from "drizzle-orm";
import type { CourierEarningsDay, PayrollQuery } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { payrollDaily } from "../../../db/schema/index.js";

/** The courier's days of the period with finished services in the headquarter: how many and what they earned, oldest first. */
export function courierEarningDays(db: Db, headquarterId: string, messengerId: string, query: PayrollQuery): Promise<CourierEarningsDay[]> {
  return db
    .select({
      day: payrollDaily.day,
      services: sql<number>`sum(${payrollDaily.entries})`.mapWith(Number),
      earned: sql<number>`sum(${payrollDaily.amount})`.mapWith(Number),
    })
    .from(payrollDaily)
    .where(
      and(
        eq(payrollDaily.headquarterId, headquarterId),
        eq(payrollDaily.messengerId, messengerId),
        eq(payrollDaily.kind, "earning"),
        between(payrollDaily.day, query.from, query.to),
      ),
    )
    .groupBy(payrollDaily.day)
    .orderBy(asc(payrollDaily.day));
}
