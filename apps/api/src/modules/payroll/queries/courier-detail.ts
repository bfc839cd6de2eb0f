import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type PayrollQuery, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, messengers, payrollEntries, services, users } from "../../../db/schema/index.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";
import { timeZoneOf } from "../../headquarters/index.js";

const cancellations = alias(payrollEntries, "cancellations");

/** The courier of the headquarter (its name and balance), or undefined when it has no standing there. */
export async function payrollCourier(db: Db, headquarterId: string, messengerId: string) {
  const [row] = await db
    .select({ messengerId: messengers.id, firstName: users.firstName, lastName: users.lastName, balance: affiliations.balance })
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
  return row;
}

/** The courier's ledger entries in the period, newest first, with their service, author and whether a payment was cancelled. */
export async function payrollEntriesOf(db: Db, headquarterId: string, messengerId: string, query: PayrollQuery, win: Window) {
  const zone = await timeZoneOf(db, headquarterId);
  return pageWithTotal(win, ({ limit, offset }) =>
    db
      .select({
        entry: payrollEntries,
        service: { id: services.id, consecutive: services.consecutive, cost: services.calculatedCost },
        by: { firstName: users.firstName, lastName: users.lastName },
        cancelled: sql<boolean>`${cancellations.id} is not null`,
        total: totalOver,
      })
      .from(payrollEntries)
      .leftJoin(services, eq(services.id, payrollEntries.serviceId))
      .leftJoin(users, eq(users.id, payrollEntries.createdBy))
      .leftJoin(
        cancellations,
        and(
          eq(payrollEntries.kind, "payment"),
          eq(cancellations.paymentId, payrollEntries.paymentId),
          eq(cancellations.kind, "payment_cancellation"),
        ),
      )
      .where(
        and(
          eq(payrollEntries.headquarterId, headquarterId),
          eq(payrollEntries.messengerId, messengerId),
          gte(payrollEntries.createdAt, zonedDay(zone, query.from).start),
          lt(payrollEntries.createdAt, zonedDay(zone, query.to).end),
        ),
      )
      .orderBy(desc(payrollEntries.createdAt), desc(payrollEntries.id))
      .limit(limit)
      .offset(offset),
  );
}
export type PayrollEntryListRow = Awaited<ReturnType<typeof payrollEntriesOf>>["rows"][number];
