import { probePublicService } from "./public-probe.js";

/** OpenFreeMap's keyless vector style: OpenStreetMap data, free for commercial use, style, tiles and fonts on one origin. */
export const PUBLIC_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

/** MAP_STYLE_URL's value that turns the public style off: every map draws the built-in offline style. */
export const OFFLINE_MAP_STYLE = "offline";

export interface MapStyleChoice {
  /** The style every map reads (GET /api/maps/style/), undefined for the built-in offline style. */
  url: string | undefined;
  /** Why, for the start-up log line. */
  reason: "configured" | "turned-off" | "public-style-answered" | "public-style-unreachable";
  detail?: string;
}

/**
 * Unset MAP_STYLE_URL: the public style when it answers a MapLibre style (version 8 with sources) within the timeout
 * at start, else the offline style (no internet: CI, a closed network). Probed once by the server, not by each browser,
 * so the CSP names only the origin in use and a page without internet does not wait for a timeout before its map.
 */
export async function chooseMapStyle(
  setting: string | undefined,
  { publicUrl = PUBLIC_MAP_STYLE_URL, timeoutMs }: { publicUrl?: string; timeoutMs?: number } = {},
): Promise<MapStyleChoice> {
  const value = setting?.trim();
  if (value === OFFLINE_MAP_STYLE) return { url: undefined, reason: "turned-off" };
  if (value) return { url: value, reason: "configured" };
  const refused = await probePublicService(
    publicUrl,
    (body) => {
      const style = body as { version?: unknown; sources?: unknown } | null;
      return style?.version === 8 && typeof style.sources === "object" && style.sources !== null ? null : "not a MapLibre style";
    },
    timeoutMs,
  );
  return refused === null
    ? { url: publicUrl, reason: "public-style-answered" }
    : { url: undefined, reason: "public-style-unreachable", detail: refused };
}
