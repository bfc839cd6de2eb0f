import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "./storage-keys";

export interface Session {
  access: string | null;
  refresh: string | null;
  headquarter: string | null;
}

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  return {
    access: localStorage.getItem(STORAGE_KEYS.access),
    refresh: localStorage.getItem(STORAGE_KEYS.refresh),
    headquarter: localStorage.getItem(STORAGE_KEYS.headquarter),
  };
}

function write(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
}

function publish() {
  const next = read();
  if (next.access === current.access && next.refresh === current.refresh && next.headquarter === current.headquarter) return;
  current = next;
  for (const listener of listeners) listener();
}

// spec §4: another tab that logs out or switches headquarter changes this tab too.
window.addEventListener("storage", (event) => {
  if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) publish();
});

export function getSession(): Session {
  return current;
}

export function setTokens(access: string, refresh: string) {
  write(STORAGE_KEYS.access, access);
  write(STORAGE_KEYS.refresh, refresh);
  publish();
}

export function setHeadquarter(uuid: string | null) {
  write(STORAGE_KEYS.headquarter, uuid);
  publish();
}

export function clearSession() {
  write(STORAGE_KEYS.access, null);
  write(STORAGE_KEYS.refresh, null);
  write(STORAGE_KEYS.headquarter, null);
  publish();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function rememberUrl(url: string | null) {
  write(STORAGE_KEYS.rememberedUrl, url);
}

export function getRememberedUrl(): string | null {
  return localStorage.getItem(STORAGE_KEYS.rememberedUrl);
}

/** Re-reads localStorage, e.g. after another tab rotated the tokens under the refresh lock. */
export function syncSession() {
  publish();
}
