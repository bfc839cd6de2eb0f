import { clientConfig } from "../client-config.js";
import { SESSION_STORAGE_KEYS } from "./storage-keys.js";

export interface Session {
  access: string | null;
  refresh: string | null;
  headquarter: string | null;
}

const listeners = new Set<() => void>();
// Read on first use, so a storage passed to configureClient is the one read.
let current: Session | null = null;

function read(): Session {
  const { storage } = clientConfig();
  return {
    access: storage.getItem(SESSION_STORAGE_KEYS.access),
    refresh: storage.getItem(SESSION_STORAGE_KEYS.refresh),
    headquarter: storage.getItem(SESSION_STORAGE_KEYS.headquarter),
  };
}

function write(key: string, value: string | null) {
  const { storage } = clientConfig();
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
}

function publish() {
  const next = read();
  if (current && next.access === current.access && next.refresh === current.refresh && next.headquarter === current.headquarter) return;
  current = next;
  for (const listener of listeners) listener();
}

// spec §4: another tab that logs out or switches headquarter changes this tab too.
globalThis.window?.addEventListener("storage", (event) => {
  if (event.key === null || Object.values(SESSION_STORAGE_KEYS).includes(event.key as never)) publish();
});

export function getSession(): Session {
  current ??= read();
  return current;
}

export function setTokens(access: string, refresh: string) {
  write(SESSION_STORAGE_KEYS.access, access);
  write(SESSION_STORAGE_KEYS.refresh, refresh);
  publish();
}

export function setHeadquarter(uuid: string | null) {
  write(SESSION_STORAGE_KEYS.headquarter, uuid);
  publish();
}

export function clearSession() {
  write(SESSION_STORAGE_KEYS.access, null);
  write(SESSION_STORAGE_KEYS.refresh, null);
  write(SESSION_STORAGE_KEYS.headquarter, null);
  publish();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-reads the storage, e.g. after another tab rotated the tokens under the refresh lock. */
export function syncSession() {
  publish();
}
