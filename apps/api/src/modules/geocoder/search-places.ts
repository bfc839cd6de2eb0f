import { boundsContain, cityIdAt, enclosingBounds, GEOCODER_RESULTS_MAX, type GeocoderResult } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { workingCitiesOf } from "../headquarters/index.js";
import type { Geocoder } from "./geocoder.js";

/** The places matching q inside the headquarter's working cities, each with the city holding it (-1: none). */
export async function searchPlaces(db: Db, geocoder: Geocoder, headquarterId: string, q: string): Promise<GeocoderResult[]> {
  const { countryId, cities } = await workingCitiesOf(db, headquarterId);
  const bounds = enclosingBounds(cities);
  if (!bounds) return [];
  const places = await geocoder.search({ q, bounds, countryCode: countryId, limit: GEOCODER_RESULTS_MAX });
  return places
    .filter((p) => boundsContain(bounds, p))
    .slice(0, GEOCODER_RESULTS_MAX)
    .map((p) => ({ label: p.label, latitude: p.latitude, longitude: p.longitude, city_id: cityIdAt(cities, p) }));
}
