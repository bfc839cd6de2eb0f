import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { chatMessages, chatReads } from "../../../db/schema/index.js";

/**
 * spec §4: marking seen appends the user to every message of the chat they are not yet in, and records up to when
 * (the newest message), so the unread count only looks after it. Answers the messages marked.
 */
export async function markChatSeen(db: Db, chatId: string, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(chatMessages)
      .set({ seenBy: sql`array_append(${chatMessages.seenBy}, ${userId}::uuid)` })
      .where(and(eq(chatMessages.chatId, chatId), sql`not (${userId}::uuid = any(${chatMessages.seenBy}))`))
      .returning({ id: chatMessages.id });
    const newest = sql`(select max(${chatMessages.createdAt}) from ${chatMessages} where ${chatMessages.chatId} = ${chatId}::uuid)`;
    await tx
      .insert(chatReads)
      .select(sql`select ${chatId}::uuid, ${userId}::uuid, ${newest} where ${newest} is not null`)
      .onConflictDoUpdate({ target: [chatReads.chatId, chatReads.userId], set: { seenUntil: sql`excluded.seen_until` } });
    return rows.map((row) => row.id);
  });
}
