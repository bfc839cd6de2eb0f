import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHAT_UNREAD_COUNTED_MAX, LINKED_AFFILIATION_STATUSES, PAGE_SIZE } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, chatMessages, chatReads, chats, messengers, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import { courierSearch } from "../../couriers/index.js";
import { loadMessages, type MessageRecord } from "./messages.js";

const courierUser = alias(users, "courier_user");

/**
 * The chat's unread messages for `userId` by the spec §4 rule (the domain's isUnread), counted up to
 * CHAT_UNREAD_COUNTED_MAX among those after the user last marked it seen (every earlier one has them in seen_by).
 * The order makes the planner walk the thread's index from the newest instead of scanning every chat's messages.
 */
const unreadCount = (userId: string) =>
  sql<number>`(select count(*) from (
    select 1 from ${chatMessages} m
    where m.chat_id = ${chats.id}
      and m.created_at > coalesce(
        (select r.seen_until from ${chatReads} r where r.chat_id = ${chats.id} and r.user_id = ${userId}::uuid), '-infinity')
      and (cardinality(m.seen_by) = 0 or (m.by_user_id is distinct from ${userId}::uuid and not (${userId}::uuid = any(m.seen_by))))
    order by m.created_at desc
    limit ${CHAT_UNREAD_COUNTED_MAX}) unread)`.mapWith(Number);

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

/** Join condition: the chat's courier is linked to the chat's headquarter. */
const courierLinked = and(
  eq(affiliations.messengerId, chats.messengerId),
  eq(affiliations.headquarterId, chats.headquarterId),
  inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
);

/** The id of the chat's newest message (the thread's index read backwards, one row). */
const latestId = sql<string | null>`(select m.id from ${chatMessages} m where m.chat_id = ${chats.id}
  order by m.created_at desc, m.id desc limit 1)`;

/** The chats of the headquarter whose courier is still linked to it (a courier that left drops from the list). */
const chatsOf = (db: Db, userId: string) =>
  db
    .select({
      chat: chats,
      courier: courierColumns,
      unread: unreadCount(userId),
      latestId,
    })
    .from(chats)
    .innerJoin(messengers, eq(messengers.id, chats.messengerId))
    .innerJoin(courierUser, eq(courierUser.id, messengers.userId))
    .innerJoin(affiliations, courierLinked);

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

/** Each chat's latest message with its author, read for the whole page at once. */
async function withLast(db: Db, rows: (Omit<ChatRecord, "last"> & { latestId: string | null })[]): Promise<ChatRecord[]> {
  const latest = await loadMessages(
    db,
    rows.flatMap((row) => row.latestId ?? []),
  );
  const byId = new Map(latest.map((record) => [record.message.id, record]));
  return rows.map(({ latestId: id, ...row }) => ({ ...row, last: (id && byId.get(id)) || null }));
}

/** spec §7 GET /chats: 5 contacts per page after `cursor` (a chat's uuid), newest activity first. */
export async function listChats(db: Db, headquarterId: string, userId: string, page: { cursor?: string; q?: string }) {
  const after: SQL | undefined = page.cursor
    ? sql`(${chats.lastMessageAt}, ${chats.id}) < (select c.last_message_at, c.id from ${chats} c where c.id = ${page.cursor}::uuid)`
    : undefined;
  const rows = await chatsOf(db, userId)
    .where(and(eq(chats.headquarterId, headquarterId), after, page.q ? courierSearch(page.q) : undefined))
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(PAGE_SIZE.chatContacts + 1);
  const more = rows.length > PAGE_SIZE.chatContacts;
  const results = await withLast(db, rows.slice(0, PAGE_SIZE.chatContacts));
  return { results, next: more ? (results.at(-1)?.chat.id ?? null) : null };
}

/** The chat when it is the headquarter's and its courier is linked to it; 404 otherwise. */
export async function chatOfHeadquarter(db: Db, headquarterId: string, chatId: string) {
  const [row] = await db
    .select({ id: chats.id, messengerId: chats.messengerId })
    .from(chats)
    .innerJoin(affiliations, courierLinked)
    .where(and(eq(chats.headquarterId, headquarterId), eq(chats.id, chatId)));
  if (!row) throw notFound();
  return row;
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
        inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
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
