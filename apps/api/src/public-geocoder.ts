import { BUNDLED_GEOCODER, geocoderKindFrom } from "./config.js";
import type { GeocoderKind } from "./modules/geocoder/index.js";
import { probePublicService } from "./public-probe.js";

/**
 * Komoot's public Photon: OpenStreetMap addresses, made for search as you type, free to use fairly (its usage policy,
 * unlike the public Nominatim's, allows an address search's autocomplete).
 */
export const PUBLIC_GEOCODER_URL = "https://photon.komoot.io";

export interface GeocoderChoice {
  /** The server the address search asks, undefined for the bundled places. */
  url: string | undefined;
  kind: GeocoderKind;
  /** Why, for the start-up log line. */
  reason: "configured" | "turned-off" | "public-geocoder-answered" | "public-geocoder-unreachable";
  detail?: string;
}

/**
 * Unset GEOCODER_URL: the public Photon when it answers a search (a GeoJSON FeatureCollection) within the timeout at
 * start, else the bundled places (no internet: CI, a closed network). Asked once by the server, like the map style.
 */
export async function chooseGeocoder(
  env: { GEOCODER_URL?: string; GEOCODER_KIND?: string },
  { publicUrl = PUBLIC_GEOCODER_URL, timeoutMs }: { publicUrl?: string; timeoutMs?: number } = {},
): Promise<GeocoderChoice> {
  const value = env.GEOCODER_URL?.trim();
  const kind = geocoderKindFrom(env.GEOCODER_KIND);
  if (value === BUNDLED_GEOCODER) return { url: undefined, kind, reason: "turned-off" };
  if (value) return { url: value, kind, reason: "configured" };
  const refused = await probePublicService(
    `${publicUrl}/api?q=Bogot%C3%A1&limit=1`,
    (body) => {
      const answer = body as { type?: unknown; features?: unknown } | null;
      return answer?.type === "FeatureCollection" && Array.isArray(answer.features) ? null : "not a Photon answer";
    },
    timeoutMs,
  );
  return refused === null
    ? { url: publicUrl, kind: "photon", reason: "public-geocoder-answered" }
    : { url: undefined, kind, reason: "public-geocoder-unreachable", detail: refused };
}
