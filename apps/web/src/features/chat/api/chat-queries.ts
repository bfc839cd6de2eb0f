import { type Chat, type ChatMessage, chatMessageSchema, chatSchema, cursorPageSchema } from "@despacho/domain";
import { type InfiniteData, infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

const chatPageSchema = cursorPageSchema(chatSchema);
const messagePageSchema = cursorPageSchema(chatMessageSchema);

export type ChatPages = InfiniteData<{ results: Chat[]; next: string | null }>;
export type MessagePages = InfiniteData<{ results: ChatMessage[]; next: string | null }>;

/** Every chat read is under this key: the contacts (by headquarter and search) and each thread. */
export const chatKeys = {
  all: ["chat"] as const,
  contacts: (headquarter: string | null) => ["chat", "contacts", headquarter] as const,
  contactSearch: (headquarter: string | null, q: string) => ["chat", "contacts", headquarter, q] as const,
  thread: (chat: string) => ["chat", "thread", chat] as const,
};

/** spec §7 GET /chats: 5 contacts a page, the next by cursor. */
export const contactsQueryOptions = (headquarter: string | null, q: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.contactSearch(headquarter, q),
    queryFn: ({ pageParam, signal }) => apiRequest("/chats/", chatPageSchema, { query: { cursor: pageParam, q }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(headquarter),
  });

/** spec §7 /chats/messages: 20 a page, newest first; older pages by cursor. */
export const threadQueryOptions = (chat: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(chat),
    queryFn: ({ pageParam, signal }) => apiRequest("/chats/messages/", messagePageSchema, { query: { chat, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });

/** The chat with a courier of the headquarter (opened when there is none). */
export const chatWithQueryOptions = (messenger: string) =>
  queryOptions({
    queryKey: ["chat", "with", messenger],
    queryFn: ({ signal }) => apiRequest(`/chats/messengers/${encodeURIComponent(messenger)}/`, chatSchema, { signal }),
  });
