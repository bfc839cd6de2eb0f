import { eq, sql } from "drizzle-orm";
import { CHAT_MESSAGES, type ChatMessageType, type ChatSource, DOMAIN_EVENTS } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { chatMessages, chats } from "../../../db/schema/index.js";
import { badRequest } from "../../../errors.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import type { Storage } from "../../../storage/storage.js";

export interface Outgoing {
  type: ChatMessageType;
  content: string;
}

const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/u;

/** A media message must carry a file the chat upload routes stored (its url), never an outside address. */
export function checkContent(storage: Storage, message: Outgoing): void {
  if (message.type === "text") return;
  const folder = storage.urlOf("chats/");
  const name = message.content.startsWith(folder) ? message.content.slice(folder.length) : "";
  if (!STORED_NAME.test(name)) throw badRequest("content", CHAT_MESSAGES.notAFile);
}

/**
 * Writes the messages to each chat of the headquarter (in order, one transaction), moves the chats to the top and
 * records chat.messages-sent; answers their ids.
 */
export async function writeMessages(
  db: Db,
  headquarterId: string,
  chatIds: readonly string[],
  messages: readonly Outgoing[],
  author: { userId: string; source: ChatSource },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const chatId of chatIds) {
      // Each message a microsecond after the previous, so a forwarded batch keeps its order in the thread.
      const rows = await tx
        .insert(chatMessages)
        .values(
          messages.map((message, i) => ({
            chatId,
            type: message.type,
            source: author.source,
            content: message.content,
            byUserId: author.userId,
            // The author has seen what they wrote: their own message is never unread for them (spec §4 unread).
            seenBy: [author.userId],
            createdAt: sql`clock_timestamp() + ${`${i} microseconds`}::interval`,
          })),
        )
        .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
      const last = rows.at(-1);
      if (last) await tx.update(chats).set({ lastMessageAt: last.createdAt }).where(eq(chats.id, chatId));
      ids.push(...rows.map((row) => row.id));
    }
    await recordEvents(tx, [{ name: DOMAIN_EVENTS.chatMessagesSent, headquarter: headquarterId, payload: { messages: ids } }]);
    return ids;
  });
}
