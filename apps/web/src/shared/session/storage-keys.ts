import { SESSION_STORAGE_KEYS } from "@despacho/client";

/** Every localStorage key the web app uses, in one place: the session's (@despacho/client) and the back office's own. */
export const STORAGE_KEYS = {
  ...SESSION_STORAGE_KEYS,
  /** URL wanted before being sent to /login by a permission denial (spec §2.1). */
  rememberedUrl: "despacho.remembered-url",
  /** Colour theme id chosen by the user. */
  theme: "despacho.theme",
  /** "true" / "false": last known network status (spec §4 network). */
  online: "despacho.online",
  /** "services" / "messengers": the desktop's last view mode (spec §2.4, remembered locally). */
  desktopMode: "despacho.desktop-mode",
  /** sessionStorage, not localStorage: the server version this tab already reloaded for (avoids a reload loop). */
  reloadedForVersion: "despacho.reloaded-for-version",
} as const;
