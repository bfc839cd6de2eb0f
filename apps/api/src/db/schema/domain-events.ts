import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The outbox (issue 20, docs/decisions/023): the domain events a command recorded in its own transaction. `txid` is
 * that transaction's id: consumers read in (txid, id) order and only below the oldest transaction still running, so
 * an event committed late can never fall behind a consumer's offset. Written by plugins/domain-events.ts.
 */
export const domainEvents = pgTable(
  "domain_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    txid: bigint("txid", { mode: "number" }).notNull().default(sql`pg_current_xact_id()::text::bigint`),
    name: text("name").notNull(),
    /** Null for an event of no single headquarter (the domain's UNSCOPED_DOMAIN_EVENTS). */
    headquarterId: uuid("headquarter_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("domain_events_order_idx").on(t.txid, t.id),
    // A dispatch asks which consumers have events of their names past their offsets: one index range per name.
    index("domain_events_name_order_idx").on(t.name, t.txid, t.id),
  ],
);

/** Each consumer's progress: the last event it handled, in (txid, id) order. */
export const domainEventConsumers = pgTable("domain_event_consumers", {
  name: text("name").primaryKey(),
  /** The event names it handles, written when a node registers it (null: not known, it holds back every event). */
  names: text("names").array(),
  lastTxid: bigint("last_txid", { mode: "number" }).notNull().default(0),
  lastId: bigint("last_id", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The dead letters: an event a consumer's handler kept failing on, with the last error; the consumer went on past it. */
export const domainEventFailures = pgTable(
  "domain_event_failures",
  {
    consumer: text("consumer").notNull(),
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => domainEvents.id, { onDelete: "cascade" }),
    error: text("error").notNull(),
    attempts: integer("attempts").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
