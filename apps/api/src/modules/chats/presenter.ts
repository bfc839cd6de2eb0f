import { CHAT_CHANNEL, type Chat, type ChatMessage, type ChatMessenger } from "@despacho/domain";
import type { ChatRecord } from "./queries/chats.js";
import type { MessageRecord } from "./queries/messages.js";

/** spec §3 Chat message; an author whose account is gone shows with no names. */
export function presentMessage({ message, headquarterId, messengerId, author }: MessageRecord): ChatMessage {
  return {
    uuid: message.id,
    chat_uuid: message.chatId,
    type: message.type,
    source: message.source,
    content: message.content,
    messenger: messengerId,
    headquarter_uuid: headquarterId,
    created_at: message.createdAt.toISOString(),
    by: { uuid: author?.id ?? "", first_name: author?.firstName ?? "", last_name: author?.lastName ?? "" },
    seen_by: message.seenBy,
  };
}

export function presentMessenger(record: { chat: { messengerId: string }; courier: ChatRecord["courier"] }): ChatMessenger {
  const { courier } = record;
  return {
    uuid: record.chat.messengerId,
    full_name: `${courier.firstName} ${courier.lastName}`.trim(),
    username: courier.username,
    image: courier.imageUrl,
    is_online: courier.isOnline,
  };
}

/** spec §3 Chat as a contact: the courier, the caller's unread count, the latest message. */
export function presentChat(record: ChatRecord): Chat {
  return {
    uuid: record.chat.id,
    headquarter_uuid: record.chat.headquarterId,
    channel: CHAT_CHANNEL,
    created_at: record.chat.createdAt.toISOString(),
    messenger: presentMessenger(record),
    unread: record.unread,
    lastMessage: record.last ? presentMessage(record.last) : null,
  };
}
