import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { CustomerNotificationChannel, CustomerNotificationEvent, CustomerNotificationStatus } from "@despacho/domain";
import { services } from "./services.js";
import { headquarters } from "./tenancy.js";

// Issue 23: where a headquarter's SMS or WhatsApp gateway takes the customers' messages (the HTTP adapter).
export const customerGateways = pgTable("customer_gateways", {
  headquarterId: uuid("headquarter_id")
    .primaryKey()
    .references(() => headquarters.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
});

// Issue 23: the outbox of messages to a service's customer, one per event and channel, sent by the adapters with retries.
export const customerNotifications = pgTable(
  "customer_notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    event: text("event").$type<CustomerNotificationEvent>().notNull(),
    channel: text("channel").$type<CustomerNotificationChannel>().notNull(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    status: text("status").$type<CustomerNotificationStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("customer_notifications_once").on(t.serviceId, t.event, t.channel)],
);
