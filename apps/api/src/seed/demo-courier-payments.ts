import { and, asc, eq } from "drizzle-orm";
import type { MessengerPaymentMethod } from "@despacho/domain";
import type { Db, Tx } from "../db/client.js";
import { affiliations, messengerPayments, messengers } from "../db/schema/index.js";
import { appendEntry } from "../modules/payroll/index.js";

const DAY_MS = 86_400_000;
/** Balances (COP) of the first demo couriers of each headquarter; the others owe nothing. */
const DEMO_BALANCES = [185_000, 92_500, 240_000, 36_000, 150_000, 78_000];
const DEMO_PAYMENTS: { amount: number; method: MessengerPaymentMethod; note: string | null; daysAgo: number }[] = [
  { amount: 120_000, method: "transfer", note: "Quincena", daysAgo: 15 },
  { amount: 45_000, method: "cash", note: null, daysAgo: 8 },
  { amount: 60_000, method: "payroll", note: "Nómina semanal", daysAgo: 1 },
];
const OPENING_DAYS_AGO = 30;

/**
 * A payroll ledger for some affiliated demo couriers of each headquarter (the /messengers and payroll screens): an
 * opening balance a month ago and the payments since, which leave each its demo balance.
 */
export async function seedDemoCourierPayments(db: Db | Tx, headquarterIds: string[], paidBy: string, now: Date = new Date()) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const headquarterId of headquarterIds) {
    const linked = await db
      .select({ messengerId: affiliations.messengerId })
      .from(affiliations)
      .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.status, "affiliated")))
      .orderBy(asc(messengers.createdAt), asc(messengers.id))
      .limit(DEMO_BALANCES.length);
    for (const [i, { messengerId }] of linked.entries()) {
      await db
        .update(affiliations)
        .set({ payrollPaid: i % 3 === 1 })
        .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
      const payments = DEMO_PAYMENTS.slice(0, 3 - (i % 3));
      const opening = DEMO_BALANCES[i] + payments.reduce((sum, p) => sum + p.amount, 0);
      await appendEntry(db, {
        headquarterId,
        messengerId,
        kind: "opening",
        amount: opening,
        reason: "Saldo inicial",
        createdAt: ago(OPENING_DAYS_AGO),
      });
      for (const p of payments) {
        const [payment] = await db
          .insert(messengerPayments)
          .values({
            messengerId,
            headquarterId,
            amount: p.amount,
            method: p.method,
            note: p.note,
            createdBy: paidBy,
            createdAt: ago(p.daysAgo),
          })
          .returning();
        await appendEntry(db, {
          headquarterId,
          messengerId,
          kind: "payment",
          amount: -p.amount,
          paymentId: payment.id,
          method: p.method,
          reason: p.note,
          createdBy: paidBy,
          createdAt: ago(p.daysAgo),
        });
      }
    }
  }
}
