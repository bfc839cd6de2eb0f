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

// The part of a Photon /api answer (GeoJSON) we read.
const photonAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          name: z.string(),
          street: z.string(),
          housenumber: z.string(),
          district: z.string(),
          city: z.string(),
          state: z.string(),
          country: z.string(),
        })
        .partial(),
    }),
  ),
});

/** "Centro Andino, Carrera 11 82-71, Chapinero, Bogotá": the parts Photon gives, each once, in the order a label reads. */
function photonLabel({
  name,
  street,
  housenumber,
  district,
  city,
  state,
}: z.infer<typeof photonAnswerSchema>["features"][number]["properties"]) {
  const streetLine = street ? [street, housenumber].filter(Boolean).join(" ") : undefined;
  const parts = [name, streetLine, district, city ?? state].filter((part): part is string => Boolean(part));
  return parts.filter((part, i) => parts.indexOf(part) === i).join(", ");
}

export type GeocoderKind = "nominatim" | "photon";

interface RemoteReader {
  url: (base: URL, query: PlaceSearch, q: string) => URL;
  places: (answer: unknown) => Place[];
}

const base = (url: string) => new URL(url.endsWith("/") ? url : `${url}/`);

const READERS: Record<GeocoderKind, RemoteReader> = {
  nominatim: {
    url: (root, { bounds, countryCode, limit }, q) => {
      const url = new URL("search", root);
      url.search = new URLSearchParams({
        format: "jsonv2",
        q,
        viewbox: [bounds.west, bounds.north, bounds.east, bounds.south].join(","),
        bounded: "1",
        countrycodes: countryCode.toLowerCase(),
        limit: String(limit),
        "accept-language": "es",
      }).toString();
      return url;
    },
    places: (answer) => nominatimAnswerSchema.parse(answer).map((p) => ({ label: p.display_name, latitude: p.lat, longitude: p.lon })),
  },
  // Photon (komoot's, or one's own): no country filter; the bounding box keeps the answer in the working cities.
  photon: {
    url: (root, { bounds, limit }, q) => {
      const url = new URL("api", root);
      url.search = new URLSearchParams({
        q,
        bbox: [bounds.west, bounds.south, bounds.east, bounds.north].join(","),
        limit: String(limit),
      }).toString();
      return url;
    },
    places: (answer) =>
      photonAnswerSchema.parse(answer).features.map((f) => ({
        label: photonLabel(f.properties),
        latitude: f.geometry.coordinates[1],
        longitude: f.geometry.coordinates[0],
      })),
  },
};

/**
 * A Nominatim- or Photon-compatible server (GEOCODER_URL, GEOCODER_KIND), asked the street without its complement (and the
 * only working city), only inside the bounds.
 */
export function remoteGeocoder(kind: GeocoderKind, baseUrl: string, onFailure: (reason: unknown) => void): Geocoder {
  const reader = READERS[kind];
  return {
    async search(query) {
      const { address, city } = query;
      const url = reader.url(base(baseUrl), query, city ? `${address.geocoderQuery}, ${city}` : address.geocoderQuery);
      try {
        const res = await fetch(url, { headers: { "user-agent": "Despacho" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        return reader.places(await res.json());
      } catch (reason) {
        onFailure(reason);
        throw new AppError("GEOCODER_UNAVAILABLE");
      }
    },
  };
}

/** GEOCODER_URL (read as GEOCODER_KIND says, Nominatim by default) when set, else the bundled places. */
export function geocoderFor(app: FastifyInstance): Geocoder {
  const { geocoderUrl: url, geocoderKind: kind } = app.config;
  return url ? remoteGeocoder(kind, url, (err) => app.log.warn({ err, geocoder: url, kind }, "geocoder unavailable")) : fixtureGeocoder;
}
