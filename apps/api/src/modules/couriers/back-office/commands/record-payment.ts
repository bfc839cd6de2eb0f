import { and, eq, gte, sql } from "drizzle-orm";
import { MESSENGER_PAYMENT_MESSAGES, type MessengerPaymentInput } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, messengerPayments } from "../../../../db/schema/index.js";
import { AppError, notFound } from "../../../../errors.js";

/**
 * POST /users/messengers/{id}/payment/: one payment row, and the balance the headquarter owes the courier
 * lowered by its amount in the same transaction; a payment above the balance changes nothing (409).
 */
export async function recordPayment(db: Db, headquarterId: string, messengerId: string, userId: string, input: MessengerPaymentInput) {
  return db.transaction(async (tx) => {
    const ofCourier = and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.messengerId, messengerId));
    const [moved] = await tx
      .update(affiliations)
      .set({ balance: sql`${affiliations.balance} - ${input.amount}` })
      .where(and(ofCourier, gte(affiliations.balance, input.amount)))
      .returning({ balance: affiliations.balance });
    if (!moved) {
      const [exists] = await tx.select({ balance: affiliations.balance }).from(affiliations).where(ofCourier);
      if (!exists) throw notFound();
      throw new AppError("CONFLICT", MESSENGER_PAYMENT_MESSAGES.overBalance);
    }
    const [payment] = await tx
      .insert(messengerPayments)
      .values({ messengerId, headquarterId, amount: input.amount, method: input.method, note: input.note ?? null, createdBy: userId })
      .returning();
    return { payment, balance: moved.balance };
  });
}
