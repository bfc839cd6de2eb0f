/**
 * Every storage key of the session, in one place.
 * Tokens and the chosen headquarter are shared by all tabs of the same origin (spec §4 session).
 */
export const SESSION_STORAGE_KEYS = {
  /** JWT access token sent as `Authorization: Bearer …`. */
  access: "despacho.access",
  /** Rotating refresh token; replaced after every refresh. */
  refresh: "despacho.refresh",
  /** uuid of the selected headquarter, sent as `X-Headquarter`. */
  headquarter: "despacho.headquarter",
  /** Epoch ms while a tab is refreshing the tokens (spec §4: the refresh flag lives in local storage). */
  refreshing: "despacho.refreshing",
} as const;
