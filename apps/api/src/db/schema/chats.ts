import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CHAT_CHANNEL, CHAT_MESSAGE_TYPES, CHAT_SOURCES } from "@despacho/domain";
import { messengers } from "./catalog.js";
import { headquarters, users } from "./tenancy.js";

// The chat with couriers (spec §3 Chat, Chat message): one chat per courier and headquarter on the company channel.

const at = (name: string) => timestamp(name, { withTimezone: true });

export const chats = pgTable(
  "chats",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    headquarterId: uuid("headquarter_id")
      .notNull()
      .references(() => headquarters.id, { onDelete: "cascade" }),
    messengerId: uuid("messenger_id")
      .notNull()
      .references(() => messengers.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: [CHAT_CHANNEL] })
      .notNull()
      .default(CHAT_CHANNEL),
    createdAt: at("created_at").notNull().defaultNow(),
    /** When its latest message was sent (its creation until then): the contact list's order. */
    lastMessageAt: at("last_message_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chats_courier_uq").on(t.headquarterId, t.messengerId, t.channel),
    // Ascending, read backwards for "newest first" (a DESC index is DESC NULLS LAST, which ORDER BY … DESC does not use).
    index("chats_recent_idx").on(t.headquarterId, t.lastMessageAt, t.id),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    type: text("type", { enum: CHAT_MESSAGE_TYPES }).notNull(),
    source: text("source", { enum: CHAT_SOURCES }).notNull(),
    /** The text, or the url of the uploaded file. */
    content: text("content").notNull(),
    /** Who wrote it: a desk user, or the courier's own user. */
    byUserId: uuid("by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The users who saw it (spec §4 unread rule). */
    seenBy: uuid("seen_by").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  // A thread's pages, newest first (the index read backwards).
  (t) => [index("chat_messages_thread_idx").on(t.chatId, t.createdAt, t.id)],
);

/**
 * Up to when a user has marked a chat seen. Marking seen adds the user to every message there is, so only the
 * messages after it can be unread for them: the contact list counts those instead of the whole thread.
 */
export const chatReads = pgTable(
  "chat_reads",
  {
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenUntil: at("seen_until").notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);
