import type { FastifyInstance } from "fastify";
import { type AddressParts, type Bounds, boundsContain, type ColombianAddress, parseColombianAddress, searchKey } from "@despacho/domain";
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
  /** What was typed, read as Colombian nomenclature ("Cl 72 # 10-34" → "Calle 72 # 10-34"). */
  address: ColombianAddress;
  /** The city named to the geocoder: the headquarter's only working city, null with several. */
  city: string | null;
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

// "Avenida Calle 26" is Calle 26.
const wayKey = (way: string) => way.replace(/^Avenida (?=Calle|Carrera)/, "");

/** The street typed is the place's: same way and name, crossing and plate; the last part typed may be unfinished. */
function sameStreet(typed: AddressParts, own: AddressParts): boolean {
  if (wayKey(typed.way) !== wayKey(own.way) || (typed.direction && typed.direction !== own.direction)) return false;
  const pairs = [
    [typed.name, own.name],
    [typed.cross, own.cross],
    [typed.plate, own.plate],
  ].filter((pair): pair is [string, string | null] => pair[0] !== null);
  return pairs.every(
    ([t, o], i) => o !== null && (i === pairs.length - 1 ? searchKey(o).startsWith(searchKey(t)) : searchKey(o) === searchKey(t)),
  );
}

/** The street addresses in a place's label ("Centro Andino, Carrera 11 # 82-71, Bogotá"). */
const streetsOf = (label: string) =>
  label
    .split(",")
    .map((segment) => parseColombianAddress(segment).parts)
    .filter((parts) => parts !== null);

/**
 * Offline geocoder over a few dozen real Bogotá and Medellín places: a street address with its crossing
 * finds the places at it, however abbreviated; anything else finds the places where every word of its
 * normalised form starts a word of the place.
 */
export const fixtureGeocoder: Geocoder = {
  async search({ address, bounds, limit }) {
    const typed = words(address.street);
    const { parts } = address;
    return fixturePlaces
      .filter((place) => {
        const atStreet = parts !== null && streetsOf(place.label).some((own) => sameStreet(parts, own));
        const byWords = parts?.cross == null && typed.every((w) => words(place.label).some((o) => o.startsWith(w)));
        return (atStreet || byWords) && boundsContain(bounds, place);
      })
      .slice(0, limit);
  },
};

// The part of a Nominatim /search?format=jsonv2 answer we read.
const nominatimAnswerSchema = z.array(z.object({ display_name: z.string(), lat: z.coerce.number(), lon: z.coerce.number() }));

/** A Nominatim-compatible server (spec: GEOCODER_URL), asked the street without its complement, only inside the bounds. */
export function nominatimGeocoder(baseUrl: string, onFailure: (reason: unknown) => void): Geocoder {
  return {
    async search({ address, city, bounds, countryCode, limit }) {
      const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
      url.search = new URLSearchParams({
        format: "jsonv2",
        q: city ? `${address.geocoderQuery}, ${city}` : address.geocoderQuery,
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
