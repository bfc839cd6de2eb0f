import { and, asc, between, eq, sql } from "drizzle-orm";
import type { PayrollQuery } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, messengers, payrollDaily, users } from "../../../db/schema/index.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";
import { figureColumns } from "./figures.js";

const inPeriod = (headquarterId: string, query: PayrollQuery) =>
  and(eq(payrollDaily.headquarterId, headquarterId), between(payrollDaily.day, query.from, query.to));

/** Per courier with movements in the period: its figures and today's balance, by name. */
export function payrollByCourier(db: Db, headquarterId: string, query: PayrollQuery, win: Window) {
  return pageWithTotal(win, ({ limit, offset }) =>
    db
      .select({
        messengerId: payrollDaily.messengerId,
        firstName: users.firstName,
        lastName: users.lastName,
        balance: sql<number>`coalesce(max(${affiliations.balance}), 0)`.mapWith(Number),
        ...figureColumns,
        total: totalOver,
      })
      .from(payrollDaily)
      .innerJoin(messengers, eq(messengers.id, payrollDaily.messengerId))
      .innerJoin(users, eq(users.id, messengers.userId))
      .leftJoin(
        affiliations,
        and(eq(affiliations.messengerId, payrollDaily.messengerId), eq(affiliations.headquarterId, payrollDaily.headquarterId)),
      )
      .where(inPeriod(headquarterId, query))
      .groupBy(payrollDaily.messengerId, users.firstName, users.lastName)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(payrollDaily.messengerId))
      .limit(limit)
      .offset(offset),
  );
}

/** The period's figures of every courier together (of one courier with `messengerId`). */
export async function payrollTotal(db: Db, headquarterId: string, query: PayrollQuery, messengerId?: string) {
  const [row] = await db
    .select(figureColumns)
    .from(payrollDaily)
    .where(and(inPeriod(headquarterId, query), messengerId ? eq(payrollDaily.messengerId, messengerId) : undefined));
  return row;
}
