import { and, asc, eq, inArray } from "drizzle-orm";
import { type Coordinates, DISPATCH_SPEED_KMH, haversineKm, haversineTravel } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { messengers, serviceLocations } from "../../../db/schema/index.js";

/** The engine's travel estimate in the API (docs/decisions/024): great-circle kilometres at DISPATCH_SPEED_KMH. */
export const engineTravel = haversineTravel(DISPATCH_SPEED_KMH);

export interface Stop {
  type: "origin" | "destination";
  point: Coordinates;
}

/** The located stops of each service, in visiting order (a stop without coordinates is left out). */
export async function stopsOf(db: Db | Tx, serviceIds: readonly string[]): Promise<Map<string, Stop[]>> {
  const stops = new Map<string, Stop[]>();
  if (serviceIds.length === 0) return stops;
  const rows = await db
    .select({
      serviceId: serviceLocations.serviceId,
      type: serviceLocations.type,
      latitude: serviceLocations.latitude,
      longitude: serviceLocations.longitude,
    })
    .from(serviceLocations)
    .where(inArray(serviceLocations.serviceId, [...serviceIds]))
    .orderBy(asc(serviceLocations.serviceId), asc(serviceLocations.position));
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const list = stops.get(row.serviceId) ?? [];
    list.push({ type: row.type, point: { latitude: row.latitude, longitude: row.longitude } });
    stops.set(row.serviceId, list);
  }
  return stops;
}

/** Where the service is picked up, or null when its origin has no coordinates. */
export async function originOf(db: Db | Tx, serviceId: string): Promise<Coordinates | null> {
  const [origin] = await db
    .select({ latitude: serviceLocations.latitude, longitude: serviceLocations.longitude })
    .from(serviceLocations)
    .where(and(eq(serviceLocations.serviceId, serviceId), eq(serviceLocations.type, "origin")))
    .orderBy(asc(serviceLocations.position))
    .limit(1);
  return origin?.latitude != null && origin.longitude != null ? { latitude: origin.latitude, longitude: origin.longitude } : null;
}

/** How far the courier's last point is from the service's origin (km), or null when either is unknown. */
export async function courierKmToOrigin(db: Db | Tx, serviceId: string, messengerId: string): Promise<number | null> {
  // One after another: called inside a transaction, whose one connection answers one statement at a time.
  const origin = await originOf(db, serviceId);
  const [courier] = await db
    .select({ latitude: messengers.latitude, longitude: messengers.longitude })
    .from(messengers)
    .where(eq(messengers.id, messengerId));
  if (!origin || courier?.latitude == null || courier.longitude == null) return null;
  return haversineKm({ latitude: courier.latitude, longitude: courier.longitude }, origin);
}
