import { and, between, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { type PayrollOperator, type PayrollQuery, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { operatorDailyStats, payrollEntries, users } from "../../../db/schema/index.js";
import { timeZoneOf } from "../../headquarters/index.js";

/**
 * /report-Payroll-operators: per user of the headquarter, the services created in the period, those of them the user
 * acted on (assign, cancel, finish…), both from operator_daily_stats (kept by the database), and the payments and
 * adjustments the user recorded in it (payroll_entries by its author index). Most active first.
 */
export async function payrollOperators(db: Db, headquarterId: string, query: PayrollQuery): Promise<PayrollOperator[]> {
  const zone = await timeZoneOf(db, headquarterId);
  const start = zonedDay(zone, query.from).start;
  const end = zonedDay(zone, query.to).end;
  const [services, ledger] = await Promise.all([
    db
      .select({
        userId: operatorDailyStats.userId,
        created: sql<number>`sum(${operatorDailyStats.created})`.mapWith(Number),
        handled: sql<number>`sum(${operatorDailyStats.handled})`.mapWith(Number),
      })
      .from(operatorDailyStats)
      .where(and(eq(operatorDailyStats.headquarterId, headquarterId), between(operatorDailyStats.day, query.from, query.to)))
      .groupBy(operatorDailyStats.userId),
    db
      .select({
        userId: payrollEntries.createdBy,
        payments: sql<number>`count(*) filter (where ${payrollEntries.kind} = 'payment')`.mapWith(Number),
        paid: sql<number>`coalesce(-sum(${payrollEntries.amount}) filter (where ${payrollEntries.kind} in ('payment', 'payment_cancellation')), 0)`.mapWith(
          Number,
        ),
        adjustments: sql<number>`count(*) filter (where ${payrollEntries.kind} = 'adjustment')`.mapWith(Number),
      })
      .from(payrollEntries)
      .where(
        and(
          eq(payrollEntries.headquarterId, headquarterId),
          isNotNull(payrollEntries.createdBy),
          gte(payrollEntries.createdAt, start),
          lt(payrollEntries.createdAt, end),
        ),
      )
      .groupBy(payrollEntries.createdBy),
  ]);
  const byUser = new Map<string, Omit<PayrollOperator, "user">>();
  const of = (userId: string) => {
    const row = byUser.get(userId) ?? { services_created: 0, services_handled: 0, payments: 0, paid: 0, adjustments: 0 };
    byUser.set(userId, row);
    return row;
  };
  for (const r of services) Object.assign(of(r.userId), { services_created: r.created, services_handled: r.handled });
  for (const r of ledger) if (r.userId) Object.assign(of(r.userId), { payments: r.payments, paid: r.paid, adjustments: r.adjustments });
  if (byUser.size === 0) return [];
  const named = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...byUser.keys()]));
  return named
    .map((u) => ({
      user: { uuid: u.id, full_name: `${u.firstName} ${u.lastName}`.trim() },
      ...(byUser.get(u.id) as Omit<PayrollOperator, "user">),
    }))
    .sort(
      (a, b) =>
        b.services_created + b.services_handled - (a.services_created + a.services_handled) ||
        a.user.full_name.localeCompare(b.user.full_name),
    );
}
