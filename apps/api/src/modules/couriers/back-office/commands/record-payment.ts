import { canPay, MESSENGER_PAYMENT_MESSAGES, type MessengerPaymentInput } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { messengerPayments } from "../../../../db/schema/index.js";
import { AppError, notFound } from "../../../../errors.js";
import { appendEntry, lockedBalance } from "../../../payroll/index.js";

/**
 * POST /users/messengers/{id}/payment/: one payment row and its payroll ledger entry (which lowers the balance the
 * headquarter owes the courier) in one transaction; a payment above the balance changes nothing (409).
 */
export async function recordPayment(db: Db, headquarterId: string, messengerId: string, userId: string, input: MessengerPaymentInput) {
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, headquarterId, messengerId);
    if (balance === undefined) throw notFound();
    if (!canPay(balance, input.amount)) throw new AppError("CONFLICT", MESSENGER_PAYMENT_MESSAGES.overBalance);
    const [payment] = await tx
      .insert(messengerPayments)
      .values({ messengerId, headquarterId, amount: input.amount, method: input.method, note: input.note ?? null, createdBy: userId })
      .returning();
    const written = await appendEntry(tx, {
      headquarterId,
      messengerId,
      kind: "payment",
      amount: -input.amount,
      paymentId: payment.id,
      method: input.method,
      reason: input.note ?? null,
      createdBy: userId,
    });
    return { payment, balance: written.balance };
  });
}
