import { and, asc, count, eq } from "drizzle-orm";
import { ANONYMOUS_CUSTOMERS_ALL_MAX } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { anonymousCustomers } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { AnonymousCustomerRow } from "../presenter.js";
import { matching } from "./matching.js";
import { byName } from "../../../db/query-helpers.js";

export async function listAnonymousCustomers(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(eq(anonymousCustomers.headquarterId, headquarterId), matching(anonymousCustomers, q));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(anonymousCustomers)
      .where(where)
      .orderBy(byName(anonymousCustomers.name), asc(anonymousCustomers.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(anonymousCustomers).where(where),
  ]);
  return { rows, total };
}

export function allAnonymousCustomers(db: Db, headquarterId: string) {
  return db
    .select()
    .from(anonymousCustomers)
    .where(eq(anonymousCustomers.headquarterId, headquarterId))
    .orderBy(byName(anonymousCustomers.name), asc(anonymousCustomers.id))
    .limit(ANONYMOUS_CUSTOMERS_ALL_MAX);
}

export const anonymousInHeadquarter = (headquarterId: string, id: string) =>
  and(eq(anonymousCustomers.id, id), eq(anonymousCustomers.headquarterId, headquarterId));

export async function anonymousCustomerFor(db: Db, headquarterId: string, id: string): Promise<AnonymousCustomerRow> {
  const [row] = await db.select().from(anonymousCustomers).where(anonymousInHeadquarter(headquarterId, id));
  if (!row) throw notFound();
  return row;
}
