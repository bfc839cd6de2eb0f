import { RELOAD_AFTER_RECONNECT_MS } from "@despacho/domain";
import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "@shared/session/storage-keys";

const listeners = new Set<() => void>();
let socketConnected = true;
let browserOnline = navigator.onLine;

function emit() {
  localStorage.setItem(STORAGE_KEYS.online, String(browserOnline && socketConnected));
  for (const listener of listeners) listener();
}

export function setSocketConnected(connected: boolean) {
  if (connected === socketConnected) return;
  socketConnected = connected;
  emit();
}

// spec §4 network: going offline marks the network down; coming back reloads the page after 100 ms.
window.addEventListener("offline", () => {
  browserOnline = false;
  emit();
});
window.addEventListener("online", () => {
  browserOnline = true;
  emit();
  setTimeout(() => window.location.reload(), RELOAD_AFTER_RECONNECT_MS);
});

/** False while the browser is offline or the real-time socket is down. */
export function useConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => browserOnline && socketConnected,
  );
}
