import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { EARTH_RADIUS_KM } from "@despacho/domain";

type Degrees = AnyColumn | SQL | SQL.Aliased;

/** Great-circle kilometres between two points in SQL, the same haversine formula as the domain's haversineKm. */
export function greatCircleKm(fromLat: Degrees, fromLng: Degrees, toLat: Degrees, toLng: Degrees) {
  return sql<number>`2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${toLat} - ${fromLat}) / 2), 2)
    + cos(radians(${fromLat})) * cos(radians(${toLat})) * power(sin(radians(${toLng} - ${fromLng}) / 2), 2)
  )))`.mapWith(Number);
}
