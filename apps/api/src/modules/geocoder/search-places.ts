import { eq } from "drizzle-orm";
import { cityIdAt, enclosingBounds, GEOCODER_RESULTS_MAX, type GeocoderResult, boundsContain, workingCities } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { headquarters } from "../../db/schema/index.js";
import { notFound } from "../../errors.js";
import type { Geocoder } from "./geocoder.js";

/** The places matching q inside the headquarter's working cities, each with the city holding it (-1: none). */
export async function searchPlaces(db: Db, geocoder: Geocoder, headquarterId: string, q: string): Promise<GeocoderResult[]> {
  const [hq] = await db.select().from(headquarters).where(eq(headquarters.id, headquarterId));
  if (!hq) throw notFound();
  const cities = workingCities(hq.settings, { id: hq.cityId, name: hq.cityName, bounds: hq.cityBounds });
  const bounds = enclosingBounds(cities);
  if (!bounds) return [];
  const places = await geocoder.search({ q, bounds, countryCode: hq.countryId, limit: GEOCODER_RESULTS_MAX });
  return places
    .filter((p) => boundsContain(bounds, p))
    .slice(0, GEOCODER_RESULTS_MAX)
    .map((p) => ({ label: p.label, latitude: p.latitude, longitude: p.longitude, city_id: cityIdAt(cities, p) }));
}
