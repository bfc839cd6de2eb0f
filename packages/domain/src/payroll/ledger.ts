import { z } from "zod";

// Payroll on a ledger (issue 25): every money movement between a headquarter and a courier is one append-only
// entry; the balance (what the headquarter owes the courier) is their sum.

/** Kinds of entry and the sign their amount takes: what raises the balance is positive, a payment negative. */
export const PAYROLL_ENTRY_KINDS = ["opening", "earning", "payment", "payment_cancellation", "adjustment"] as const;
export type PayrollEntryKind = (typeof PAYROLL_ENTRY_KINDS)[number];
export const PAYROLL_ENTRY_LABELS: Record<PayrollEntryKind, string> = {
  opening: "Saldo inicial",
  earning: "Servicio finalizado",
  payment: "Pago",
  payment_cancellation: "Pago anulado",
  adjustment: "Ajuste",
};
export const payrollEntryKindSchema = z.enum(PAYROLL_ENTRY_KINDS);

export type LedgerEntry = { kind: PayrollEntryKind; amount: number };

/** The balance: the sum of the entries. */
export const balanceOf = (entries: readonly LedgerEntry[]) => entries.reduce((sum, entry) => sum + entry.amount, 0);

/** Earned, paid and adjusted in a set of entries (a cancelled payment gives back what it paid). */
export function payrollSummaryOf(entries: readonly LedgerEntry[]) {
  let earned = 0;
  let paid = 0;
  let adjusted = 0;
  for (const { kind, amount } of entries) {
    if (kind === "earning") earned += amount;
    else if (kind === "payment" || kind === "payment_cancellation") paid -= amount;
    else adjusted += amount;
  }
  return { earned, paid, adjusted, owed: earned - paid + adjusted };
}

/**
 * Whether a payment may be recorded: positive, and not above what the headquarter owes (the balance). A payment
 * never takes the balance below 0.
 */
export const canPay = (balance: number, amount: number) => amount > 0 && amount <= balance;

/** An adjustment that would leave the balance below 0 is refused. */
export const canAdjust = (balance: number, amount: number) => amount !== 0 && balance + amount >= 0;
