import { and, eq, sql } from "drizzle-orm";
import { DOMAIN_EVENTS } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { chatMessages, chatReads } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";

interface Chat {
  id: string;
  headquarterId: string;
  messengerId: string;
}

/**
 * spec §4: marking seen appends the user to every message of the chat they are not yet in, and records up to when
 * (the newest message), so the unread count only looks after it; records chat.seen when it marked any. Answers the
 * messages marked.
 */
export async function markChatSeen(db: Db, chat: Chat, userId: string): Promise<string[]> {
  const chatId = chat.id;
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
    const messages = rows.map((row) => row.id);
    if (messages.length > 0)
      await recordEvents(tx, [
        {
          name: DOMAIN_EVENTS.chatSeen,
          headquarter: chat.headquarterId,
          payload: { chat: chatId, messenger: chat.messengerId, user: userId, messages },
        },
      ]);
    return messages;
  });
}
