import { describe, expect, it } from "vitest";
import { balanceOf, canAdjust, canPay, type LedgerEntry, payrollSummaryOf } from "./ledger.js";
import { payrollAdjustmentInputSchema, payrollQuerySchema } from "./schemas.js";

const entries: LedgerEntry[] = [
  { kind: "opening", amount: 20000 },
  { kind: "earning", amount: 5950 },
  { kind: "earning", amount: 4500 },
  { kind: "payment", amount: -15000 },
  { kind: "payment", amount: -3000 },
  { kind: "payment_cancellation", amount: 3000 },
  { kind: "adjustment", amount: -450 },
];

describe("the ledger", () => {
  it("the balance is the sum of the entries", () => {
    expect(balanceOf(entries)).toBe(15000);
    expect(balanceOf([])).toBe(0);
  });

  it("sums earned, paid (a cancelled payment gives back) and adjusted; owed is what they leave", () => {
    expect(payrollSummaryOf(entries)).toEqual({ earned: 10450, paid: 15000, adjusted: 19550, owed: 15000 });
  });

  it("the balance after appending an entry is the old balance plus its amount, in any order", () => {
    const reversed = [...entries].reverse();
    expect(balanceOf(reversed)).toBe(15000);
    expect(balanceOf([...entries, { kind: "earning", amount: 1200 }])).toBe(16200);
  });

  it("a payment must be positive and within the balance; an adjustment never leaves it below 0", () => {
    expect(canPay(15000, 15000)).toBe(true);
    expect(canPay(15000, 15001)).toBe(false);
    expect(canPay(15000, 0)).toBe(false);
    expect(canAdjust(15000, -15000)).toBe(true);
    expect(canAdjust(15000, -15001)).toBe(false);
    expect(canAdjust(0, 500)).toBe(true);
    expect(canAdjust(500, 0)).toBe(false);
  });
});

describe("payroll inputs", () => {
  it("an adjustment needs a whole, non-zero amount and a reason", () => {
    expect(payrollAdjustmentInputSchema.parse({ amount: -2000, reason: "  Descuento por daño  " })).toEqual({
      amount: -2000,
      reason: "Descuento por daño",
    });
    expect(payrollAdjustmentInputSchema.safeParse({ amount: 0, reason: "x" }).error?.issues[0].message).toBe("El ajuste no puede ser 0");
    expect(payrollAdjustmentInputSchema.safeParse({ amount: 10.5, reason: "x" }).error?.issues[0].message).toBe(
      "Debe ser un valor entero en pesos",
    );
    expect(payrollAdjustmentInputSchema.safeParse({ amount: 100, reason: " " }).error?.issues[0].message).toBe("Escriba el motivo");
    expect(payrollAdjustmentInputSchema.safeParse({ amount: 100, reason: "x", balance: 5 }).success).toBe(false);
  });

  it("a report's period may not end before it starts", () => {
    expect(payrollQuerySchema.safeParse({ from: "2026-11-01", to: "2026-11-30" }).success).toBe(true);
    expect(payrollQuerySchema.safeParse({ from: "2026-11-30", to: "2026-11-01" }).error?.issues[0].message).toBe(
      "La fecha inicial no puede ser posterior a la final",
    );
  });
});
