import { DEFAULT_TIME_ZONE } from "@despacho/domain";
import { useSyncExternalStore } from "react";

// Decision 014: every date and time the web shows or sends is in the selected headquarter's zone
// (its settings' time_zone). The shell sets it when the settings load or change; Bogotá until then.
let zone: string = DEFAULT_TIME_ZONE;
const listeners = new Set<() => void>();

/** The IANA zone dates are shown and read in: the selected headquarter's. */
export const displayTimeZone = () => zone;

export function setDisplayTimeZone(next: string) {
  if (next === zone) return;
  zone = next;
  for (const listener of listeners) listener();
}

export function subscribeDisplayTimeZone(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The display zone, re-rendering the component when it changes. */
export function useDisplayTimeZone(): string {
  return useSyncExternalStore(subscribeDisplayTimeZone, displayTimeZone);
}
