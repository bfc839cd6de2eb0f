import { bigint, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { messengers } from "./catalog.js";
import type { ServiceStatus } from "@despacho/domain";
import { headquarters } from "./tenancy.js";

// issue 25 statistics: what /report-services and /report-messengers read, kept by triggers on services in the
// transaction of each write (migration 0042, as service_totals in docs/decisions/004): never the services' history.
// Days are the headquarter's calendar days of a service's creation. Type, method and courier are kept as text ('' for
// none) so they can sit in the key; a deleted type or method leaves its counts under its old id.

/** Services per headquarter, day, status, service type and payment method. */
export const serviceDailyStats = pgTable(
  "service_daily_stats",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    status: text("status").$type<ServiceStatus>().notNull(),
    typeId: text("type_id").notNull(),
    paymentMethodId: text("payment_method_id").notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
    calculatedCost: bigint("calculated_cost", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.headquarterId, t.day, t.status, t.typeId, t.paymentMethodId] })],
);

/** Services per headquarter, day, courier and status (a service without courier is not counted). */
export const courierDailyStats = pgTable(
  "courier_daily_stats",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    messengerId: text("messenger_id").notNull(),
    status: text("status").$type<ServiceStatus>().notNull(),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.headquarterId, t.day, t.messengerId, t.status] }),
    index("courier_daily_stats_courier_idx").on(t.headquarterId, t.messengerId, t.day),
  ],
);

/**
 * What each user of a headquarter created and handled, per day of the services' creation (/report-Payroll-operators):
 * `created` the services the user created, `handled` those the user acted on after (assign, cancel, finish…), each
 * service once per user however many times. Kept by triggers on services and service_history (migration 0049).
 */
export const operatorDailyStats = pgTable(
  "operator_daily_stats",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    userId: uuid("user_id").notNull(),
    created: integer("created").notNull().default(0),
    handled: integer("handled").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.headquarterId, t.day, t.userId] })],
);

/**
 * Kilometres each courier travelled per hour (UTC), the sum of the legs (messenger_locations.leg_km) of the points taken
 * in it, and how many points were taken in it, kept by the legs trigger as it writes them (migrations 0049 and 0054):
 * /report-messengers and the courier's track sum the hours of a period instead of reading the points. Hours, so a
 * period is exact in every zone whose offset is whole hours.
 */
export const courierHourlyDistance = pgTable(
  "courier_hourly_distance",
  {
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true, mode: "date" }).notNull(),
    km: doublePrecision("km").notNull(),
    points: integer("points").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.messengerId, t.hour] })],
);

/**
 * Seconds each courier was online in a headquarter per hour (UTC): its closed sessions (an online record of
 * messenger_activations until the record after it) split at the hours, kept by a trigger on the activations as they are
 * written (migration 0053; a late record takes back what the sessions it splits had counted). The session still open
 * is counted at read time, up to now. /report-messengers sums the hours of a period instead of reading the records.
 * Numeric, so the microseconds of the records add up exactly.
 */
export const courierHourlyOnline = pgTable(
  "courier_hourly_online",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    hour: timestamp("hour", { withTimezone: true, mode: "date" }).notNull(),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    seconds: numeric("seconds", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.headquarterId, t.hour, t.messengerId] })],
);
