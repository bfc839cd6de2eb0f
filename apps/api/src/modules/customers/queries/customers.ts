import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { customers } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { CustomerOwner } from "../owner.js";
import type { CustomerRow } from "../presenter.js";
import { matching } from "./matching.js";
import { byName } from "../../../db/query-helpers.js";

const visibleTo = (headquarterId: string, owner: CustomerOwner) =>
  and(eq(customers.headquarterId, headquarterId), owner ? eq(customers.businessUserId, owner) : undefined);

export async function listCustomers(db: Db, headquarterId: string, owner: CustomerOwner, win: Window, q?: string) {
  const where = and(visibleTo(headquarterId, owner), matching(customers, q));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(customers).where(where).orderBy(byName(customers.name), asc(customers.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total };
}

export async function findCustomer(db: Db, headquarterId: string, owner: CustomerOwner, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), visibleTo(headquarterId, owner)));
  return row;
}

export async function customerFor(db: Db, headquarterId: string, owner: CustomerOwner, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, headquarterId, owner, id);
  if (!row) throw notFound();
  return row;
}
