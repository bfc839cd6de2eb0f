/**
 * Every localStorage key the web app uses, in one place.
 * Tokens and the chosen headquarter are shared by all tabs of the same origin (spec §4 session).
 */
export const STORAGE_KEYS = {
  /** JWT access token sent as `Authorization: Bearer …`. */
  access: "despacho.access",
  /** Rotating refresh token; replaced after every refresh. */
  refresh: "despacho.refresh",
  /** uuid of the selected headquarter, sent as `X-Headquarter`. */
  headquarter: "despacho.headquarter",
  /** Epoch ms while a tab is refreshing the tokens (spec §4: the refresh flag lives in local storage). */
  refreshing: "despacho.refreshing",
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
