import type { RealtimeNotification } from "@despacho/domain";
import { useSyncExternalStore } from "react";

export interface NotificationQueue {
  items: RealtimeNotification[];
  /** Index of the notification on screen. */
  index: number;
}

const listeners = new Set<() => void>();
let queue: NotificationQueue = { items: [], index: 0 };

function emit(next: NotificationQueue) {
  queue = next;
  for (const listener of listeners) listener();
}

// spec §4: incoming notifications are appended and shown one at a time.
export function pushNotification(notification: RealtimeNotification) {
  emit({ ...queue, items: [...queue.items, notification] });
}

/** Moves to the next notification; after the last one the queue is emptied. */
export function advanceNotifications() {
  emit(queue.index + 1 < queue.items.length ? { ...queue, index: queue.index + 1 } : { items: [], index: 0 });
}

export function useNotificationQueue(): NotificationQueue {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue,
  );
}
