import { sql } from "drizzle-orm";
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYROLL_ENTRY_KINDS } from "@despacho/domain";
import { messengers } from "./catalog.js";
import { messengerPayments } from "./couriers.js";
import { services } from "./services.js";
import { headquarters, users } from "./tenancy.js";

// Payroll on a ledger (issue 25). Append-only: triggers refuse UPDATE and DELETE, and each insert adds its amount
// to the courier's affiliations.balance and to payroll_daily in the same statement (migration 0042). Nothing else
// may change a balance (a trigger on affiliations refuses it).

/** One money movement between a headquarter and a courier: positive raises what the headquarter owes. */
export const payrollEntries = pgTable(
  "payroll_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYROLL_ENTRY_KINDS }).notNull(),
    amount: integer("amount").notNull(),
    /** An earning's finished service. */
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    /** A payment's row, or the payment a cancellation undoes. */
    paymentId: uuid("payment_id").references(() => messengerPayments.id, { onDelete: "set null" }),
    method: text("method"),
    reason: text("reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payroll_entries_courier_idx").on(t.headquarterId, t.messengerId, t.createdAt),
    index("payroll_entries_author_idx").on(t.headquarterId, t.createdBy, t.createdAt),
    // One earning per service, one cancellation per payment: a consumer running twice writes nothing more.
    uniqueIndex("payroll_entries_earning_uq").on(t.serviceId).where(sql`kind = 'earning'`),
    uniqueIndex("payroll_entries_cancellation_uq").on(t.paymentId).where(sql`kind = 'payment_cancellation'`),
  ],
);

/** The ledger summed per headquarter, courier, day (of the headquarter's zone), kind and method: what reports read. */
export const payrollDaily = pgTable(
  "payroll_daily",
  {
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: PAYROLL_ENTRY_KINDS }).notNull(),
    method: text("method").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.headquarterId, t.day, t.messengerId, t.kind, t.method] }),
    index("payroll_daily_courier_idx").on(t.headquarterId, t.messengerId, t.day),
  ],
);
