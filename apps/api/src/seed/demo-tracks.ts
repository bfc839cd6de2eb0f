import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../db/client.js";
import { affiliations, messengerLocations, messengers } from "../db/schema/index.js";
import { seededRandom } from "./seeded-random.js";

/** How far back an online demo courier's route goes, and how often its phone reported. */
export const DEMO_TRACK_MINUTES = 120;
const EVERY_SECONDS = 30;
/** About 130 m between reports (a motorcycle in city traffic), wandering within ±0.04° of where the courier is now. */
const STEP_DEGREES = 0.0012;
const WANDER_DEGREES = 0.04;
const CHUNK = 2_000;

/**
 * The last two hours of every online demo courier, a point every 30 seconds ending where the courier is now, so the
 * tracking dialog plays a route back on a fresh demo. Walked backwards from the latest point with a drifting heading.
 */
export async function seedDemoTracks(tx: Tx) {
  const online = await tx
    .selectDistinct({ id: messengers.id, latitude: messengers.latitude, longitude: messengers.longitude, at: messengers.locationAt })
    .from(messengers)
    .innerJoin(affiliations, and(eq(affiliations.messengerId, messengers.id), eq(affiliations.isOnline, true)))
    .where(and(isNotNull(messengers.latitude), isNotNull(messengers.longitude), isNotNull(messengers.locationAt)));
  const random = seededRandom(20_261_125);
  const points: (typeof messengerLocations.$inferInsert)[] = [];
  for (const courier of online.sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const home = [courier.latitude as number, courier.longitude as number];
    let [latitude, longitude] = home;
    let heading = random() * 2 * Math.PI;
    const end = (courier.at as Date).getTime();
    for (let k = 0; k * EVERY_SECONDS < DEMO_TRACK_MINUTES * 60; k++) {
      const speed = 3 + random() * 6;
      points.push({
        messengerId: courier.id,
        latitude,
        longitude,
        accuracy: 5 + random() * 10,
        speed,
        coordinatesCreatedAt: new Date(end - k * EVERY_SECONDS * 1000),
      });
      heading += (random() - 0.5) * 0.8;
      if (Math.abs(latitude - home[0]) > WANDER_DEGREES || Math.abs(longitude - home[1]) > WANDER_DEGREES) heading += Math.PI;
      latitude -= Math.cos(heading) * STEP_DEGREES;
      longitude -= Math.sin(heading) * STEP_DEGREES;
    }
  }
  for (let i = 0; i < points.length; i += CHUNK) await tx.insert(messengerLocations).values(points.slice(i, i + CHUNK));
}
