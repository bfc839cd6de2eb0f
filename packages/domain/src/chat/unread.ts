import type { Chat, ChatMessage } from "./schemas.js";

/**
 * spec §4: a message is unread for `user` when nobody has seen it, or when someone else wrote it and `user` is
 * not among those who saw it.
 */
export function isUnread(message: Pick<ChatMessage, "by" | "seen_by">, user: string): boolean {
  if (message.seen_by.length === 0) return true;
  return message.by.uuid !== user && !message.seen_by.includes(user);
}

/** spec §4: marking seen appends the user once. */
export function markSeen<M extends Pick<ChatMessage, "seen_by">>(message: M, user: string): M {
  return message.seen_by.includes(user) ? message : { ...message, seen_by: [...message.seen_by, user] };
}

/** spec §4: the total is the sum of the chats' unread counts. */
export const totalUnread = (chats: readonly Pick<Chat, "unread">[]) => chats.reduce((sum, chat) => sum + chat.unread, 0);

/** spec §9: a badge shows the count up to 20 and "+20" above. */
export const badgeLabel = (count: number, cap = 20) => (count > cap ? `+${cap}` : String(count));

/** When a chat last moved: its latest message, else its creation. */
const lastActivity = (chat: Pick<Chat, "lastMessage" | "created_at">) => chat.lastMessage?.created_at ?? chat.created_at;

/** spec §4: chats newest latest message first (ties by uuid, so the order is stable). */
export function sortChats<C extends Pick<Chat, "uuid" | "lastMessage" | "created_at">>(chats: readonly C[]): C[] {
  return [...chats].sort((a, b) => {
    const byTime = Date.parse(lastActivity(b)) - Date.parse(lastActivity(a));
    return byTime !== 0 ? byTime : a.uuid.localeCompare(b.uuid);
  });
}

/**
 * spec §4: messages de-duplicated by uuid, oldest first (the thread's order); a later copy of a message (seen by
 * more people) replaces the earlier one.
 */
export function mergeMessages<M extends Pick<ChatMessage, "uuid" | "created_at">>(...lists: readonly (readonly M[])[]): M[] {
  const byUuid = new Map<string, M>();
  for (const list of lists) for (const message of list) byUuid.set(message.uuid, message);
  return [...byUuid.values()].sort((a, b) => {
    const byTime = Date.parse(a.created_at) - Date.parse(b.created_at);
    return byTime !== 0 ? byTime : a.uuid.localeCompare(b.uuid);
  });
}
