import { apiSend } from "@despacho/client";
import { courierApi } from "../api";
import { indexedDbStore } from "./idb-store";
import type { OutboxEntry } from "./outbox";
import { createOutbox, type Outbox } from "./outbox-runner";

/** An Idempotency-Key (the API takes 8 to 100 letters, digits, _ or -); randomUUID needs a secure page, this does not. */
export function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type Listener = (entry: OutboxEntry, message?: string) => void;
const refusedListeners = new Set<Listener>();
const sentListeners = new Set<Listener>();

/** The app's one outbox: IndexedDB, the API client, retried when the browser says the connection is back. */
export const outbox: Outbox = createOutbox({
  store: indexedDbStore(),
  send: async (entry) => {
    await apiSend(entry.path, { method: entry.method, body: entry.body, headers: { "Idempotency-Key": entry.key } });
  },
  upload: courierApi.upload,
  newKey,
  now: () => Date.now(),
  online: () => navigator.onLine,
  onRefused: (entry, message) => {
    for (const listener of refusedListeners) listener(entry, message);
  },
  onSent: (entry) => {
    for (const listener of sentListeners) listener(entry);
  },
  setTimer: (run, ms) => void setTimeout(run, ms),
});

export function onOutboxRefused(listener: Listener) {
  refusedListeners.add(listener);
  return () => refusedListeners.delete(listener);
}

export function onOutboxSent(listener: Listener) {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

globalThis.window?.addEventListener("online", () => void outbox.flush(true));
// What a previous visit left waiting (a closed tab, a reload, a phone turned off) goes as soon as the app opens.
void outbox.flush(true);
