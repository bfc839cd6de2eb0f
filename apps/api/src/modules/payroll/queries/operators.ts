import { and, countDistinct, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { type PayrollOperator, type PayrollQuery, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { payrollEntries, serviceHistory, services, users } from "../../../db/schema/index.js";
import { timeZoneOf } from "../../headquarters/index.js";

/**
 * /report-Payroll-operators: per user of the headquarter, the services created in the period, those of them the user
 * acted on (assign, cancel, finish…), and the payments and adjustments the user recorded in it. Most active first.
 */
export async function payrollOperators(db: Db, headquarterId: string, query: PayrollQuery): Promise<PayrollOperator[]> {
  const zone = await timeZoneOf(db, headquarterId);
  const start = zonedDay(zone, query.from).start;
  const end = zonedDay(zone, query.to).end;
  const servicesInPeriod = and(eq(services.headquarterId, headquarterId), gte(services.createdAt, start), lt(services.createdAt, end));
  const [created, handled, ledger] = await Promise.all([
    db
      .select({ userId: services.createdBy, n: sql<number>`count(*)`.mapWith(Number) })
      .from(services)
      .where(and(servicesInPeriod, isNotNull(services.createdBy)))
      .groupBy(services.createdBy),
    db
      .select({ userId: serviceHistory.userId, n: countDistinct(serviceHistory.serviceId) })
      .from(serviceHistory)
      .innerJoin(services, eq(services.id, serviceHistory.serviceId))
      .where(and(servicesInPeriod, isNotNull(serviceHistory.userId), sql`${serviceHistory.action} <> 'created'`))
      .groupBy(serviceHistory.userId),
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
  for (const r of created) if (r.userId) of(r.userId).services_created = r.n;
  for (const r of handled) if (r.userId) of(r.userId).services_handled = r.n;
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
