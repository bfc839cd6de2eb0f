import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { PAGE_SIZE } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { chatMessages, chats, users } from "../../../db/schema/index.js";

/** A message with its chat (headquarter, courier) and its author's names. */
export const messageSelection = {
  message: chatMessages,
  headquarterId: chats.headquarterId,
  messengerId: chats.messengerId,
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};
export type MessageRecord = {
  message: typeof chatMessages.$inferSelect;
  headquarterId: string;
  messengerId: string;
  author: { id: string; firstName: string; lastName: string } | null;
};

const messagesWhere = (db: Db, where: SQL | undefined) =>
  db
    .select(messageSelection)
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(users, eq(users.id, chatMessages.byUserId))
    .where(where);

/** spec §7 /chats/messages: 20 of the chat's messages before `cursor` (a message's uuid), newest first. */
export async function listMessages(db: Db, chatId: string, cursor?: string) {
  const before = cursor
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select m.created_at, m.id from ${chatMessages} m where m.id = ${cursor}::uuid and m.chat_id = ${chatId}::uuid)`
    : undefined;
  const rows = await messagesWhere(db, and(eq(chatMessages.chatId, chatId), before))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(PAGE_SIZE.chatMessages + 1);
  const more = rows.length > PAGE_SIZE.chatMessages;
  const results = rows.slice(0, PAGE_SIZE.chatMessages);
  return { results, next: more ? (results.at(-1)?.message.id ?? null) : null };
}

/** These messages of the headquarter's chats, in the order asked; null when one is not the headquarter's. */
export async function messagesOfHeadquarter(db: Db, headquarterId: string, ids: readonly string[]): Promise<MessageRecord[] | null> {
  const rows = await messagesWhere(db, and(eq(chats.headquarterId, headquarterId), inArray(chatMessages.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  const found = [...new Set(ids)].map((id) => byId.get(id));
  return found.every((row) => row !== undefined) ? (found as MessageRecord[]) : null;
}

/** These messages, oldest first. */
export async function loadMessages(db: Db, ids: readonly string[]): Promise<MessageRecord[]> {
  if (ids.length === 0) return [];
  return messagesWhere(db, inArray(chatMessages.id, [...ids])).orderBy(chatMessages.createdAt, chatMessages.id);
}
