import { sql } from "drizzle-orm";
import type { PayrollFigures } from "@despacho/domain";
import { payrollDaily } from "../../../db/schema/index.js";

// The period's figures summed from payroll_daily (never the ledger's whole history): a payment is negative in the
// ledger, so what was paid is minus the sum of payments and their cancellations.
const sumOf = (where: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${payrollDaily.amount}) filter (where ${where}), 0)`.mapWith(Number);
const payments = sql`${payrollDaily.kind} in ('payment', 'payment_cancellation')`;
const paidBy = (method: string) => sql<number>`-${sumOf(sql`${payments} and ${payrollDaily.method} = ${method}`)}`.mapWith(Number);

export const figureColumns = {
  services: sql<number>`coalesce(sum(${payrollDaily.entries}) filter (where ${payrollDaily.kind} = 'earning'), 0)`.mapWith(Number),
  earned: sumOf(sql`${payrollDaily.kind} = 'earning'`),
  paid: sql<number>`-${sumOf(payments)}`.mapWith(Number),
  adjusted: sumOf(sql`${payrollDaily.kind} in ('adjustment', 'opening')`),
  cash: paidBy("cash"),
  transfer: paidBy("transfer"),
  payroll: paidBy("payroll"),
};

export type FigureRow = { [K in keyof typeof figureColumns]: number };

export const figuresOf = (row: FigureRow): PayrollFigures => ({
  services: row.services,
  earned: row.earned,
  paid: row.paid,
  adjusted: row.adjusted,
  owed: row.earned - row.paid + row.adjusted,
  payment_methods: { cash: row.cash, transfer: row.transfer, payroll: row.payroll },
});
