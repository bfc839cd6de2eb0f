import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHAT_CONTACTS_PAGE_SIZE } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, chatMessages, chats, messengers, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { courierSearch, LINKED_STATUSES, linkedTo } from "../../messengers/queries/courier-view.js";
import { type MessageRecord, messageSelection } from "./messages.js";

const courierUser = alias(users, "courier_user");

/** spec §4 unread rule for `userId`, as SQL over a chat's messages (the domain's isUnread). */
export const unreadFor = (userId: string) =>
  sql`(cardinality(${chatMessages.seenBy}) = 0 or (${chatMessages.byUserId} is distinct from ${userId}::uuid and not (${userId}::uuid = any(${chatMessages.seenBy}))))`;

export interface ChatRecord {
  chat: typeof chats.$inferSelect;
  courier: { username: string; firstName: string; lastName: string; imageUrl: string | null; isOnline: boolean };
  unread: number;
  last: MessageRecord | null;
}

const courierColumns = {
  username: courierUser.username,
  firstName: courierUser.firstName,
  lastName: courierUser.lastName,
  imageUrl: courierUser.imageUrl,
  isOnline: affiliations.isOnline,
};

/** The chats of the headquarter whose courier is still linked to it (a courier that left drops from the list). */
const chatsOf = (db: Db, userId: string) =>
  db
    .select({
      chat: chats,
      courier: courierColumns,
      unread:
        sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.chatId} = ${chats.id} and ${unreadFor(userId)})`.mapWith(
          Number,
        ),
    })
    .from(chats)
    .innerJoin(messengers, eq(messengers.id, chats.messengerId))
    .innerJoin(courierUser, eq(courierUser.id, messengers.userId))
    .innerJoin(affiliations, linkedTo(sql`${chats.headquarterId}`));

/** The courier of each of these chats, as a contact shows them. */
export async function couriersOfChats(db: Db, chatIds: readonly string[]) {
  if (chatIds.length === 0) return new Map<string, Pick<ChatRecord, "chat" | "courier">>();
  const rows = await db
    .select({ chat: chats, courier: courierColumns })
    .from(chats)
    .innerJoin(messengers, eq(messengers.id, chats.messengerId))
    .innerJoin(courierUser, eq(courierUser.id, messengers.userId))
    .innerJoin(affiliations, and(eq(affiliations.messengerId, chats.messengerId), eq(affiliations.headquarterId, chats.headquarterId)))
    .where(inArray(chats.id, [...chatIds]));
  return new Map(rows.map((row) => [row.chat.id, row]));
}

/** Each chat's latest message with its author. */
async function withLast(db: Db, rows: Omit<ChatRecord, "last">[]): Promise<ChatRecord[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((row) => sql`${row.chat.id}::uuid`),
    sql`, `,
  );
  const latest = await db
    .selectDistinctOn([chatMessages.chatId], messageSelection)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.byUserId))
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(sql`${chatMessages.chatId} in (${ids})`)
    .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id));
  const byChat = new Map(latest.map((m) => [m.message.chatId, m]));
  return rows.map((row) => ({ ...row, last: byChat.get(row.chat.id) ?? null }));
}

/** spec §7 GET /chats: 5 contacts per page after `cursor` (a chat's uuid), newest activity first. */
export async function listChats(db: Db, headquarterId: string, userId: string, page: { cursor?: string; q?: string }) {
  const after: SQL | undefined = page.cursor
    ? sql`(${chats.lastMessageAt}, ${chats.id}) < (select c.last_message_at, c.id from ${chats} c where c.id = ${page.cursor}::uuid)`
    : undefined;
  const rows = await chatsOf(db, userId)
    .where(and(eq(chats.headquarterId, headquarterId), after, page.q ? courierSearch(db, page.q) : undefined))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(CHAT_CONTACTS_PAGE_SIZE + 1);
  const more = rows.length > CHAT_CONTACTS_PAGE_SIZE;
  const results = await withLast(db, rows.slice(0, CHAT_CONTACTS_PAGE_SIZE));
  return { results, next: more ? (results.at(-1)?.chat.id ?? null) : null };
}

/** One chat of the headquarter, as the contact list shows it; 404 when it is not the headquarter's or its courier left. */
export async function loadChat(db: Db, headquarterId: string, userId: string, chatId: string): Promise<ChatRecord> {
  const [row] = await chatsOf(db, userId).where(and(eq(chats.headquarterId, headquarterId), eq(chats.id, chatId)));
  if (!row) throw notFound();
  const [chat] = await withLast(db, [row]);
  return chat as ChatRecord;
}

/** The id of the chat between the headquarter and a courier linked to it, created when there is none; 404 if not linked. */
export async function openChatId(db: Db, headquarterId: string, messengerId: string): Promise<string> {
  const [linked] = await db
    .select({ messengerId: affiliations.messengerId })
    .from(affiliations)
    .where(
      and(
        eq(affiliations.headquarterId, headquarterId),
        eq(affiliations.messengerId, messengerId),
        inArray(affiliations.status, [...LINKED_STATUSES]),
      ),
    );
  if (!linked) throw notFound();
  await db.insert(chats).values({ headquarterId, messengerId }).onConflictDoNothing();
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.headquarterId, headquarterId), eq(chats.messengerId, messengerId)));
  if (!chat) throw notFound();
  return chat.id;
}
