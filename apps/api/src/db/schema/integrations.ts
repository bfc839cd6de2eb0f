import { sql } from "drizzle-orm";
import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { WebhookEvent } from "@despacho/domain";
import { headquarters, roles, users } from "./tenancy.js";

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });

// Issue 26: a headquarter's subscription of an outside URL to some of its events, signed with its secret.
export const webhookSubscriptions = pgTable("webhook_subscriptions", {
  id: id(),
  headquarterId: uuid("headquarter_id")
    .notNull()
    .references(() => headquarters.id, { onDelete: "cascade" }),
  url: text("url").notNull(),
  events: text("events").array().$type<WebhookEvent[]>().notNull(),
  /** The Standard Webhooks secret, "whsec_" + base64 of 32 random bytes; it signs, so it is kept as is. */
  secret: text("secret").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  pausedReason: text("paused_reason"),
  createdAt: at("created_at").notNull().defaultNow(),
});

// Issue 26: one message to one subscription; its id is the webhook-id an outside system dedupes by.
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    /** Creation order: a delivery waits for the earlier ones of its subscription and order key. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: "cascade" }),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    /** The outbox event it came from (null for a test event): a repeated event adds no second delivery. */
    sourceEventId: bigint("source_event_id", { mode: "number" }),
    event: text("event").notNull(),
    /** The service (or courier) whose events go out in order; null for none. */
    orderKey: text("order_key"),
    /** The body sent, as sent every time (the signature covers these bytes). */
    body: text("body").notNull(),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseCode: integer("response_code"),
    error: text("error"),
    attemptedAt: at("attempted_at"),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    /** A node sending it holds it until then; a node that died leaves it to the next. */
    lockedUntil: at("locked_until"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("webhook_deliveries_source_unique").on(t.subscriptionId, t.sourceEventId),
    index("webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("webhook_deliveries_log_idx").on(t.headquarterId, t.createdAt),
    index("webhook_deliveries_order_idx").on(t.subscriptionId, t.orderKey, t.seq),
  ],
);

// Issue 26: a key for another system's server, for one headquarter, with the permissions of a template when made.
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** sha256 (hex) of the key: the key has 256 random bits, a slow hash would add nothing. */
    keyHash: text("key_hash").notNull().unique(),
    permissions: text("permissions").array().notNull(),
    templateId: uuid("template_id").references(() => roles.id, { onDelete: "set null" }),
    /** Who made it: the key acts for them (their company; writes are theirs and the key's). */
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: at("created_at").notNull().defaultNow(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("api_keys_headquarter_idx").on(t.headquarterId, t.createdAt)],
);
