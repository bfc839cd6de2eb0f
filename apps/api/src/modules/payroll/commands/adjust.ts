import { canAdjust, PAYROLL_MESSAGES, type PayrollAdjustmentInput } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { AppError, notFound } from "../../../errors.js";
import { appendEntry, lockedBalance } from "../ledger.js";

/** POST /users/messengers/{id}/adjustment/: a signed entry with its reason and author; never below a balance of 0 (409). */
export function adjustBalance(db: Db, headquarterId: string, messengerId: string, userId: string, input: PayrollAdjustmentInput) {
  return db.transaction(async (tx) => {
    const balance = await lockedBalance(tx, headquarterId, messengerId);
    if (balance === undefined) throw notFound();
    if (!canAdjust(balance, input.amount)) throw new AppError("CONFLICT", PAYROLL_MESSAGES.adjustmentBelowZero);
    return appendEntry(tx, {
      headquarterId,
      messengerId,
      kind: "adjustment",
      amount: input.amount,
      reason: input.reason,
      createdBy: userId,
    });
  });
}
