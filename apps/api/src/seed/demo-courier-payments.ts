import { and, asc, eq } from "drizzle-orm";
import type { MessengerPaymentMethod } from "@despacho/domain";
import type { Db, Tx } from "../db/client.js";
import { affiliations, messengerPayments, messengers } from "../db/schema/index.js";

const DAY_MS = 86_400_000;
/** Balances (COP) of the first demo couriers of each headquarter; the others owe nothing. */
const DEMO_BALANCES = [185_000, 92_500, 240_000, 36_000, 150_000, 78_000];
const DEMO_PAYMENTS: { amount: number; method: MessengerPaymentMethod; note: string | null; daysAgo: number }[] = [
  { amount: 120_000, method: "transfer", note: "Quincena", daysAgo: 15 },
  { amount: 45_000, method: "cash", note: null, daysAgo: 8 },
  { amount: 60_000, method: "payroll", note: "Nómina semanal", daysAgo: 1 },
];

/** Balances and a payment history for some affiliated demo couriers of each headquarter (the /messengers screens). */
export async function seedDemoCourierPayments(db: Db | Tx, headquarterIds: string[], paidBy: string, now: Date = new Date()) {
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
        .set({ balance: DEMO_BALANCES[i], payrollPaid: i % 3 === 1 })
        .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId)));
      const payments = DEMO_PAYMENTS.slice(0, 3 - (i % 3));
      await db.insert(messengerPayments).values(
        payments.map((p) => ({
          messengerId,
          headquarterId,
          amount: p.amount,
          method: p.method,
          note: p.note,
          createdBy: paidBy,
          createdAt: new Date(now.getTime() - p.daysAgo * DAY_MS),
        })),
      );
    }
  }
}
