import { z } from "zod";
import { calendarDaySchema } from "../schemas/common.js";
import { dayRangeRefinement, isOrderedDayRange } from "../schemas/day-range.js";
import { serviceCountsSchema } from "../schemas/service.js";
import { monthSchema, yearSchema } from "./periods.js";

// spec §2.2 /report-services (view_stats_service) and /report-messengers (view_stats_messenger), §3 service counts by
// status per month with days and data series.

const bucketSchema = z.object({ counts: serviceCountsSchema, total: z.number().int(), calculated_cost: z.number().int() });
export type StatsBucket = z.infer<typeof bucketSchema>;

export const monthQuerySchema = z.object({ month: monthSchema }).strict();
export const yearQuerySchema = z.object({ year: yearSchema }).strict();
export const compareQuerySchema = z.object({ first: monthSchema, second: monthSchema }).strict();
export const statsRangeQuerySchema = z
  .object({ from: calendarDaySchema, to: calendarDaySchema })
  .strict()
  .refine(isOrderedDayRange, dayRangeRefinement);

/** GET /statistics/services/daily/?month: each day of the month, and the month's total. */
export const servicesByDaySchema = z.object({
  month: z.string(),
  days: z.array(bucketSchema.extend({ day: z.string() })),
  total: bucketSchema,
});
export type ServicesByDay = z.infer<typeof servicesByDaySchema>;

/** GET /statistics/services/monthly/?year: each month of the year (the annual view), and the year's total. */
export const servicesByMonthSchema = z.object({
  year: z.number().int(),
  months: z.array(bucketSchema.extend({ month: z.string() })),
  total: bucketSchema,
});
export type ServicesByMonth = z.infer<typeof servicesByMonthSchema>;

/** GET /statistics/services/compare/?first&second: two months side by side. */
export const servicesCompareSchema = z.object({ periods: z.array(bucketSchema.extend({ month: z.string() })) });
export type ServicesCompare = z.infer<typeof servicesCompareSchema>;

const namedBucketSchema = bucketSchema.extend({ id: z.string(), name: z.string() });
/** GET /statistics/services/breakdown/?from&to: by service type and by payment method. */
export const servicesBreakdownSchema = z.object({ by_type: z.array(namedBucketSchema), by_payment_method: z.array(namedBucketSchema) });
export type ServicesBreakdown = z.infer<typeof servicesBreakdownSchema>;

/** GET /statistics/messengers/?from&to: each courier's services, distance, time online, rating and offers in the period. */
export const courierStatsSchema = z.object({
  messenger: z.object({ uuid: z.string(), full_name: z.string() }),
  finished: z.number().int(),
  cancelled: z.number().int(),
  /** Kilometres travelled in the period (its location points), to one decimal. */
  distance_km: z.number(),
  online_minutes: z.number().int(),
  rating: z.number().nullable(),
  offers: z.number().int(),
  accepted: z.number().int(),
  /** Per cent of the offers accepted; null with no offer. */
  acceptance_rate: z.number().nullable(),
});
export type CourierStats = z.infer<typeof courierStatsSchema>;
export const courierStatsListSchema = z.object({ results: z.array(courierStatsSchema) });

/** GET /statistics/messengers/top/?month: the couriers with most finished services each day, and in the month. */
export const TOP_COURIERS = 10;
const topRowSchema = z.object({ messenger: z.object({ uuid: z.string(), full_name: z.string() }), finished: z.number().int() });
export const topCouriersSchema = z.object({
  month: z.string(),
  by_day: z.array(z.object({ day: z.string(), top: z.array(topRowSchema) })),
  by_month: z.array(topRowSchema),
});
export type TopCouriers = z.infer<typeof topCouriersSchema>;
