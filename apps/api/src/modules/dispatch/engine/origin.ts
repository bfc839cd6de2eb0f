import { and, asc, eq } from "drizzle-orm";
import { type Coordinates, haversineKm } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { messengers, serviceLocations } from "../../../db/schema/index.js";

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
