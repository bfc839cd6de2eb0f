import { useCallback, useState } from "react";
import { STORAGE_KEYS } from "@shared/session/storage-keys";

export type DesktopMode = "services" | "messengers";

const read = (): DesktopMode => (localStorage.getItem(STORAGE_KEYS.desktopMode) === "messengers" ? "messengers" : "services");

/** spec §2.4: 'services' by default, the last choice remembered locally. */
export function useDesktopMode(): [DesktopMode, (mode: DesktopMode) => void] {
  const [mode, setMode] = useState<DesktopMode>(read);
  const change = useCallback((next: DesktopMode) => {
    localStorage.setItem(STORAGE_KEYS.desktopMode, next);
    setMode(next);
  }, []);
  return [mode, change];
}
