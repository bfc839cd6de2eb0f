import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { customers } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { CustomerRow } from "../presenter.js";
import { matching } from "./matching.js";

export async function listCustomers(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(eq(customers.headquarterId, headquarterId), matching(customers, q));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(customers).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total };
}

export async function findCustomer(db: Db, headquarterId: string, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.headquarterId, headquarterId)));
  return row;
}

export async function customerFor(db: Db, headquarterId: string, id: string): Promise<CustomerRow> {
  const row = await findCustomer(db, headquarterId, id);
  if (!row) throw notFound();
  return row;
}
