import { and, eq } from "drizzle-orm";
import { PAYROLL_MESSAGES, type PaymentCancelInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengerPayments, payrollEntries } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { appendEntry, lockedBalance } from "../ledger.js";

/**
 * POST /payroll/payments/{id}/cancel/: the payment stays in the ledger and an entry gives its amount back to the
 * courier's balance, with the reason and who cancelled it; a payment is cancelled once (409 the second time).
 */
export function cancelPayment(db: Db, headquarterId: string, paymentId: string, userId: string, input: PaymentCancelInput) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(messengerPayments)
      .where(and(eq(messengerPayments.id, paymentId), eq(messengerPayments.headquarterId, headquarterId)));
    if (!payment) throw notFound();
    await lockedBalance(tx, headquarterId, payment.messengerId);
    const [cancelled] = await tx
      .select({ id: payrollEntries.id })
      .from(payrollEntries)
      .where(and(eq(payrollEntries.paymentId, paymentId), eq(payrollEntries.kind, "payment_cancellation")));
    if (cancelled) throw new AppError("CONFLICT", PAYROLL_MESSAGES.alreadyCancelled);
    return appendEntry(tx, {
      headquarterId,
      messengerId: payment.messengerId,
      kind: "payment_cancellation",
      amount: payment.amount,
      paymentId,
      method: payment.method,
      reason: input.reason,
      createdBy: userId,
    });
  });
}
