import {
  boundsContain,
  cityIdAt,
  enclosingBounds,
  GEOCODER_RESULTS_MAX,
  type GeocoderResult,
  parseColombianAddress,
  type WorkingCity,
} from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { workingCitiesOf } from "../headquarters/index.js";
import { savedPlacesMatching } from "../saved-locations/index.js";
import type { Geocoder } from "./geocoder.js";

/** The places matching q (read as a Colombian address) inside the given working cities, each with the city holding it (-1: none). */
export async function placesIn(
  geocoder: Geocoder,
  { countryId, cities }: { countryId: string; cities: WorkingCity[] },
  q: string,
): Promise<GeocoderResult[]> {
  const bounds = enclosingBounds(cities);
  if (!bounds) return [];
  const address = parseColombianAddress(q);
  const city = cities.length === 1 ? cities[0].name : null;
  const places = await geocoder.search({ address, city, bounds, countryCode: countryId, limit: GEOCODER_RESULTS_MAX });
  return places
    .filter((p) => boundsContain(bounds, p))
    .slice(0, GEOCODER_RESULTS_MAX)
    .map((p) => ({ label: p.label, latitude: p.latitude, longitude: p.longitude, city_id: cityIdAt(cities, p) }));
}

/** The headquarter's saved places matching q first, then the geocoder's inside its working cities (GEOCODER_RESULTS_MAX in all). */
export async function searchPlaces(db: Db, geocoder: Geocoder, headquarterId: string, q: string): Promise<GeocoderResult[]> {
  const [saved, cities] = await Promise.all([savedPlacesMatching(db, headquarterId, q), workingCitiesOf(db, headquarterId)]);
  // The geocoder down (logged by it) still lets the saved places through; with none, the 503 says why nothing is offered.
  const found = await placesIn(geocoder, cities, q).catch((error: unknown) => {
    if (saved.length > 0) return [];
    throw error;
  });
  return [...saved, ...found].slice(0, GEOCODER_RESULTS_MAX);
}
