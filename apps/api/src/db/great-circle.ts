import { type AnyColumn, type SQL, sql } from "drizzle-orm";

type Degrees = AnyColumn | SQL | SQL.Aliased;

/**
 * Great-circle kilometres between two points in SQL: the database's great_circle_km (migration 0027), the domain's
 * haversineKm; NULL when either point is missing.
 */
export function greatCircleKm(fromLat: Degrees, fromLng: Degrees, toLat: Degrees, toLng: Degrees) {
  return sql<number>`great_circle_km(${fromLat}, ${fromLng}, ${toLat}, ${toLng})`.mapWith(Number);
}
