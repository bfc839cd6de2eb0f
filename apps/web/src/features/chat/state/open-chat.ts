import { useSyncExternalStore } from "react";

// The chat on screen (the /chat page's or the side panel's), so an incoming message there is marked seen instead of
// counted unread. One at a time: the panel is hidden on /chat.
let openChat: string | null = null;
const listeners = new Set<() => void>();

export const getOpenChat = () => openChat;

export function setOpenChat(chat: string | null) {
  if (openChat === chat) return;
  openChat = chat;
  for (const listener of listeners) listener();
}

export function useOpenChat(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getOpenChat,
    getOpenChat,
  );
}
