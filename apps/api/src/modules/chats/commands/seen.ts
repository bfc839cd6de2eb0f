import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { chatMessages } from "../../../db/schema/index.js";

/** spec §4: marking seen appends the user to every message of the chat they are not yet in; answers those messages. */
export async function markChatSeen(db: Db, chatId: string, userId: string): Promise<string[]> {
  const rows = await db
    .update(chatMessages)
    .set({ seenBy: sql`array_append(${chatMessages.seenBy}, ${userId}::uuid)` })
    .where(and(eq(chatMessages.chatId, chatId), sql`not (${userId}::uuid = any(${chatMessages.seenBy}))`))
    .returning({ id: chatMessages.id });
  return rows.map((row) => row.id);
}
