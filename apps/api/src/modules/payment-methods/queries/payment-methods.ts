import { and, asc, count, desc, eq, exists, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { paymentMethods, services } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { PaymentMethodRow } from "../presenter.js";
import { byName } from "../../../db/query-helpers.js";

// A correlated subquery builder: drizzle leaves columns unqualified in a one-table selection.
const withUsage = (db: Db) => {
  const usedBy = db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.headquarterId, paymentMethods.headquarterId), eq(services.paymentMethodId, paymentMethods.id)));
  return { ...getTableColumns(paymentMethods), isUsed: sql<boolean>`${exists(usedBy)}` };
};
export const inHeadquarter = (headquarterId: string, id: string) =>
  and(eq(paymentMethods.id, id), eq(paymentMethods.headquarterId, headquarterId));

export async function listPaymentMethods(db: Db, headquarterId: string, win: Window, includeInactive: boolean) {
  const where = and(eq(paymentMethods.headquarterId, headquarterId), includeInactive ? undefined : eq(paymentMethods.isActive, true));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(withUsage(db))
      .from(paymentMethods)
      .where(where)
      .orderBy(desc(paymentMethods.isDefault), byName(paymentMethods.name), asc(paymentMethods.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(paymentMethods).where(where),
  ]);
  return { rows, total };
}

export async function paymentMethodFor(db: Db, headquarterId: string, id: string): Promise<PaymentMethodRow> {
  const [row] = await db.select(withUsage(db)).from(paymentMethods).where(inHeadquarter(headquarterId, id));
  if (!row) throw notFound();
  return row;
}
