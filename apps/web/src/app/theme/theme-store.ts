import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@shared/session/storage-keys";
import { DEFAULT_THEME_ID } from "./themes";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEYS.theme && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const read = () => localStorage.getItem(STORAGE_KEYS.theme) ?? DEFAULT_THEME_ID;

export function useThemeId(): string {
  return useSyncExternalStore(subscribe, read);
}

export function setThemeId(id: string) {
  localStorage.setItem(STORAGE_KEYS.theme, id);
  for (const listener of listeners) listener();
}
