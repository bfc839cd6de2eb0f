import { and, eq, isNull, lt, or } from "drizzle-orm";
import { type CourierLocations, EVENTS } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations, messengerLocations, messengers } from "../../../db/schema/index.js";
import type { Realtime } from "../../../plugins/realtime.js";

/**
 * POST /api/courier/locations/ (the hot path: every courier about once a second): the points in
 * one insert, the newest kept on the profile, and that newest point to the desks of the
 * headquarters where the courier is online.
 */
export async function recordLocations(db: Db, realtime: Realtime, messengerId: string, input: CourierLocations) {
  const points = input.points.map((p) => ({
    messengerId,
    latitude: p.latitude,
    longitude: p.longitude,
    accuracy: p.accuracy ?? null,
    speed: p.speed ?? null,
    usingFakeLocation: p.using_fake_location ?? false,
    coordinatesCreatedAt: new Date(p.coordinates_created_at),
  }));
  const latest = points.reduce((a, b) => (b.coordinatesCreatedAt > a.coordinatesCreatedAt ? b : a));
  const [, , online] = await Promise.all([
    db.insert(messengerLocations).values(points),
    db
      .update(messengers)
      .set({
        latitude: latest.latitude,
        longitude: latest.longitude,
        locationAt: latest.coordinatesCreatedAt,
        usingFakeLocation: latest.usingFakeLocation,
      })
      // A batch that arrives late does not move the courier back.
      .where(
        and(eq(messengers.id, messengerId), or(isNull(messengers.locationAt), lt(messengers.locationAt, latest.coordinatesCreatedAt))),
      ),
    db
      .select({ headquarterId: affiliations.headquarterId })
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.isOnline, true))),
  ]);
  for (const { headquarterId } of online) {
    realtime.toHeadquarter(headquarterId, EVENTS.messengerLocationChange, {
      headquarter: headquarterId,
      messenger: messengerId,
      latitude: latest.latitude,
      longitude: latest.longitude,
      accuracy: latest.accuracy,
      speed: latest.speed,
      using_fake_location: latest.usingFakeLocation,
      coordinates_created_at: latest.coordinatesCreatedAt.toISOString(),
    });
  }
  return { accepted: points.length };
}
