import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../../../db/client.js";
import { messengerPayments, motorcycles, users } from "../../../../db/schema/index.js";
import type { Window } from "../../../../pagination.js";

/** The courier's motorcycles, verified first. */
export const motorcyclesOf = (db: Db, messengerId: string) =>
  db
    .select()
    .from(motorcycles)
    .where(eq(motorcycles.messengerId, messengerId))
    .orderBy(desc(motorcycles.verified), asc(motorcycles.licensePlate));

/** Payments the headquarter made to the courier, newest first, with who recorded each. */
export async function paymentsOf(db: Db, headquarterId: string, messengerId: string, win: Window) {
  const where = and(eq(messengerPayments.headquarterId, headquarterId), eq(messengerPayments.messengerId, messengerId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ payment: messengerPayments, by: users })
      .from(messengerPayments)
      .leftJoin(users, eq(users.id, messengerPayments.createdBy))
      .where(where)
      .orderBy(desc(messengerPayments.createdAt), desc(messengerPayments.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(messengerPayments).where(where),
  ]);
  return { rows, total };
}

/** Who recorded a payment, by name. */
export async function userNamed(db: Db, userId: string) {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
