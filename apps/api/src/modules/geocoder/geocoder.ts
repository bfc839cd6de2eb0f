import type { FastifyInstance } from "fastify";
import { type Bounds, boundsContain, searchKey } from "@despacho/domain";
import { z } from "zod";
import { AppError } from "../../errors.js";
import fixturePlaces from "./fixture-places.json" with { type: "json" };

/** A place an address search found. */
export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

export interface PlaceSearch {
  q: string;
  /** Only places inside it count (the headquarter's working cities). */
  bounds: Bounds;
  /** ISO 3166-1 alpha-2 of the headquarter's country. */
  countryCode: string;
  limit: number;
}

export interface Geocoder {
  search(query: PlaceSearch): Promise<Place[]>;
}

const TIMEOUT_MS = 5000;
const words = (text: string) =>
  searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Offline geocoder over a few dozen real Bogotá and Medellín places: every word typed starts a word of the place. */
export const fixtureGeocoder: Geocoder = {
  async search({ q, bounds, limit }) {
    const typed = words(q);
    return fixturePlaces
      .filter((place) => {
        const own = words(place.label);
        return typed.every((w) => own.some((o) => o.startsWith(w))) && boundsContain(bounds, place);
      })
      .slice(0, limit);
  },
};

// The part of a Nominatim /search?format=jsonv2 answer we read.
const nominatimAnswerSchema = z.array(z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }));

/** A Nominatim-compatible server (spec: GEOCODER_URL), asked only inside the bounds. */
export function nominatimGeocoder(baseUrl: string, onFailure: (reason: unknown) => void): Geocoder {
  return {
    async search({ q, bounds, countryCode, limit }) {
      const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        format: "jsonv2",
        q,
        viewbox: [bounds.west, bounds.north, bounds.east, bounds.south].join(","),
        bounded: "1",
        countrycodes: countryCode.toLowerCase(),
        limit: String(limit),
        "accept-language": "es",
      }).toString();
      try {
        const res = await fetch(url, { headers: { "user-agent": "Despacho" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        const places = nominatimAnswerSchema.parse(await res.json());
        return places.map((p) => ({ label: p.display_name, latitude: p.lat, longitude: p.lon }));
      } catch (reason) {
        onFailure(reason);
        throw new AppError("GEOCODER_UNAVAILABLE");
      }
    },
  };
}

/** GEOCODER_URL (Nominatim-compatible) when set, else the bundled places. */
export function geocoderFor(app: FastifyInstance): Geocoder {
  const url = app.config.geocoderUrl;
  return url ? nominatimGeocoder(url, (err) => app.log.warn({ err, geocoder: url }, "geocoder unavailable")) : fixtureGeocoder;
}
