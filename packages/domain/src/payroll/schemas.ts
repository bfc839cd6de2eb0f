import { z } from "zod";
import { MONEY_MAX } from "../money.js";
import { calendarDaySchema, pageQuerySchema, pageSchema } from "../schemas/common.js";
import { dayRangeRefinement, isOrderedDayRange } from "../schemas/day-range.js";
import { MESSENGER_PAYMENT_METHODS, type MessengerPaymentMethod, PAYMENT_NOTE_MAX } from "../schemas/messenger.js";
import { payrollEntryKindSchema } from "./ledger.js";

// spec §2.2 /report-Payroll-general and /report-Payroll-operators (view_stats_payment), §3 Payroll.

export const PAYROLL_MESSAGES = {
  adjustmentZero: "El ajuste no puede ser 0",
  adjustmentBelowZero: "El ajuste no puede dejar el saldo por debajo de 0",
  adjusted: "Ajuste registrado",
  reasonRequired: "Escriba el motivo",
  cancelled: "Pago anulado",
  alreadyCancelled: "El pago ya fue anulado",
  confirmCancel: "¿Anular este pago? El valor vuelve al saldo del colaborador.",
} as const;

const paymentMethodKeys = Object.keys(MESSENGER_PAYMENT_METHODS) as [MessengerPaymentMethod, ...MessengerPaymentMethod[]];
const reasonSchema = z
  .string({ error: PAYROLL_MESSAGES.reasonRequired })
  .trim()
  .min(1, { error: PAYROLL_MESSAGES.reasonRequired })
  .max(PAYMENT_NOTE_MAX, { error: `Máximo ${PAYMENT_NOTE_MAX} caracteres` });

/** POST /users/messengers/{id}/adjustment/: a signed amount of pesos with its reason (the author is the caller). */
export const payrollAdjustmentInputSchema = z
  .object({
    amount: z
      .number({ error: "Campo requerido" })
      .int({ error: "Debe ser un valor entero en pesos" })
      .min(-MONEY_MAX)
      .max(MONEY_MAX)
      .refine((amount) => amount !== 0, { error: PAYROLL_MESSAGES.adjustmentZero }),
    reason: reasonSchema,
  })
  .strict();
export type PayrollAdjustmentInput = z.infer<typeof payrollAdjustmentInputSchema>;

/** POST /payroll/payments/{id}/cancel/: why the payment is cancelled. */
export const paymentCancelInputSchema = z.object({ reason: reasonSchema }).strict();
export type PaymentCancelInput = z.infer<typeof paymentCancelInputSchema>;

/** One ledger entry as the reports show it. */
export const payrollEntrySchema = z.object({
  id: z.string(),
  kind: payrollEntryKindSchema,
  amount: z.number().int(),
  method: z.enum(paymentMethodKeys).nullable(),
  reason: z.string().nullable(),
  /** The finished service of an earning. */
  service: z.object({ uuid: z.string(), consecutive: z.number().int(), calculated_cost: z.number().int() }).nullable(),
  /** The payment a cancellation undoes, or the payment itself. */
  payment: z.string().nullable(),
  /** Whether this payment was cancelled later. */
  cancelled: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type PayrollEntry = z.infer<typeof payrollEntrySchema>;

/** The period of a report: Bogotá days, both included. */
export const payrollQuerySchema = pageQuerySchema
  .extend({ from: calendarDaySchema, to: calendarDaySchema })
  .strict()
  .refine(isOrderedDayRange, dayRangeRefinement);
export type PayrollQuery = z.infer<typeof payrollQuerySchema>;

const paidByMethodSchema = z.object({ cash: z.number().int(), transfer: z.number().int(), payroll: z.number().int() });
export const payrollFiguresSchema = z.object({
  services: z.number().int(),
  earned: z.number().int(),
  paid: z.number().int(),
  adjusted: z.number().int(),
  /** What the period leaves owed: earned − paid + adjusted. */
  owed: z.number().int(),
  payment_methods: paidByMethodSchema,
});
export type PayrollFigures = z.infer<typeof payrollFiguresSchema>;

export const payrollCourierSchema = payrollFiguresSchema.extend({
  messenger: z.object({ uuid: z.string(), full_name: z.string() }),
  /** The courier's balance today (the sum of all its entries). */
  balance: z.number().int(),
});
export type PayrollCourier = z.infer<typeof payrollCourierSchema>;

/** GET /payroll/general/: one row per courier with movements in the period, and the period's total. */
export const payrollGeneralSchema = pageSchema(payrollCourierSchema).extend({ total: payrollFiguresSchema });
export type PayrollGeneral = z.infer<typeof payrollGeneralSchema>;

/** GET /payroll/general/{id}/: one courier's figures and the detail of its entries (paged), newest first. */
export const payrollCourierDetailSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.object({ messenger: payrollCourierSchema.shape.messenger, detail: z.array(payrollEntrySchema) }),
  total: payrollCourierSchema.omit({ messenger: true }),
});
export type PayrollCourierDetail = z.infer<typeof payrollCourierDetailSchema>;

/** GET /payroll/operators/: what each operator created and handled in the period. */
export const payrollOperatorSchema = z.object({
  user: z.object({ uuid: z.string(), full_name: z.string() }),
  services_created: z.number().int(),
  services_handled: z.number().int(),
  payments: z.number().int(),
  paid: z.number().int(),
  adjustments: z.number().int(),
});
export type PayrollOperator = z.infer<typeof payrollOperatorSchema>;
export const payrollOperatorsSchema = z.object({ results: z.array(payrollOperatorSchema) });

/** An adjustment or a cancellation answers the entry it wrote and the courier's balance after it. */
export const payrollEntryWrittenSchema = z.object({ entry: payrollEntrySchema, balance: z.number().int() });
