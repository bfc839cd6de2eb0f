import {
  type Chat,
  type ChatMessage,
  type ChatSeeMessagePayload,
  type ChatSendMessagePayload,
  type ChatSentMessage,
  isUnread,
  markSeen,
  mergeMessages,
  sortChats,
} from "@despacho/domain";
import type { ChatPages, MessagePages } from "../api/chat-queries";

/**
 * spec §4, on the contact pages: a message moves its chat to the top with it as the latest; it counts unread for
 * `me` unless the chat is open (the open chat is marked seen instead); a message for an unknown chat of a known
 * courier adds that chat with unread 1.
 */
function withIncomingMessage(pages: ChatPages, headquarter: string, sent: ChatSentMessage, me: string, openChat: string | null): ChatPages {
  const { message } = sent;
  const counts = message.chat_uuid !== openChat && isUnread(message, me);
  let found = false;
  const updated = pages.pages.map((page) => ({
    ...page,
    results: page.results.map((chat) => {
      if (chat.uuid !== message.chat_uuid) return chat;
      found = true;
      const duplicate = chat.lastMessage?.uuid === message.uuid;
      return {
        ...chat,
        messenger: sent.messenger,
        lastMessage: message,
        unread: chat.unread + (counts && !duplicate ? 1 : 0),
      };
    }),
  }));
  if (!found) {
    const chat: Chat = {
      uuid: message.chat_uuid,
      headquarter_uuid: headquarter,
      channel: "company",
      created_at: message.created_at,
      messenger: sent.messenger,
      unread: 1,
      lastMessage: message,
    };
    const [first, ...rest] = updated;
    return { ...pages, pages: [{ next: first?.next ?? null, results: [chat, ...(first?.results ?? [])] }, ...rest] };
  }
  return { ...pages, pages: updated };
}

/** spec §7 send-message on the contact pages: each of its messages in turn, as `withIncomingMessage`. */
export const withIncomingMessages = (pages: ChatPages, payload: ChatSendMessagePayload, me: string, openChat: string | null): ChatPages =>
  payload.messages.reduce((updated, sent) => withIncomingMessage(updated, payload.headquarter, sent, me, openChat), pages);

/** spec §4: the chats of all loaded pages, newest activity first, each once. */
export function contactsOf(pages: ChatPages | undefined): Chat[] {
  const byUuid = new Map<string, Chat>();
  for (const page of pages?.pages ?? []) for (const chat of page.results) if (!byUuid.has(chat.uuid)) byUuid.set(chat.uuid, chat);
  return sortChats([...byUuid.values()]);
}

/** spec §4: a message joins its thread once (de-duplicated by uuid), on the newest page. */
export function withThreadMessage(pages: MessagePages, message: ChatMessage): MessagePages {
  const known = pages.pages.some((page) => page.results.some((m) => m.uuid === message.uuid));
  if (known) return pages;
  const [first, ...rest] = pages.pages;
  return { ...pages, pages: [{ next: first?.next ?? null, results: [message, ...(first?.results ?? [])] }, ...rest] };
}

/** spec §7 send-message: its messages by chat uuid, in order, for their threads. */
export function threadMessagesOf(payload: ChatSendMessagePayload): Map<string, ChatMessage[]> {
  const byChat = new Map<string, ChatMessage[]>();
  for (const { message } of payload.messages) byChat.set(message.chat_uuid, [...(byChat.get(message.chat_uuid) ?? []), message]);
  return byChat;
}

/** The thread oldest first, each message once, as it is shown. */
export const threadOf = (pages: MessagePages | undefined): ChatMessage[] =>
  mergeMessages(...(pages?.pages ?? []).map((page) => page.results));

/** spec §4 see-message: `user` is added to the seen_by of those messages; when it is me, the chat has nothing unread. */
export function withSeenContacts(pages: ChatPages, seen: ChatSeeMessagePayload, me: string): ChatPages {
  if (seen.user !== me) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      results: page.results.map((chat) => (chat.uuid === seen.chat ? { ...chat, unread: 0 } : chat)),
    })),
  };
}

export function withSeenThread(pages: MessagePages, seen: ChatSeeMessagePayload): MessagePages {
  const marked = new Set(seen.messages);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      results: page.results.map((m) => (marked.has(m.uuid) ? markSeen(m, seen.user) : m)),
    })),
  };
}

/** spec §4: a courier who left the headquarter drops from the contacts with their chat. */
export function withoutCourier(pages: ChatPages, messenger: string): ChatPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({ ...page, results: page.results.filter((chat) => chat.messenger.uuid !== messenger) })),
  };
}
