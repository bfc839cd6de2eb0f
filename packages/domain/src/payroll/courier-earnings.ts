import { z } from "zod";
import { calendarDaySchema, pageQuerySchema, pageSchema, uuidSchema } from "../schemas/common.js";
import { dayRangeRefinement, isOrderedDayRange } from "../schemas/day-range.js";
import { payrollEntrySchema, payrollFiguresSchema } from "./schemas.js";

// The courier's own earnings in one headquarter (issue 24): read from the payroll ledger (decision 026).

/** GET /api/courier/earnings/: the headquarter and the period, Bogotá days both included. */
export const courierEarningsQuerySchema = pageQuerySchema
  .extend({ headquarter: uuidSchema, from: calendarDaySchema, to: calendarDaySchema })
  .strict()
  .refine(isOrderedDayRange, dayRangeRefinement);
export type CourierEarningsQuery = z.input<typeof courierEarningsQuerySchema>;

/** One day of the period with services finished: how many and what they earned. */
export const courierEarningsDaySchema = z.object({ day: z.string(), services: z.number().int(), earned: z.number().int() });
export type CourierEarningsDay = z.infer<typeof courierEarningsDaySchema>;

/**
 * The period's figures, the day by day of its services, today's balance, and the period's ledger entries (earnings,
 * payments, adjustments), newest first, paged.
 */
export const courierEarningsSchema = pageSchema(payrollEntrySchema).extend({
  balance: z.number().int(),
  period: payrollFiguresSchema,
  days: z.array(courierEarningsDaySchema),
});
export type CourierEarnings = z.infer<typeof courierEarningsSchema>;
