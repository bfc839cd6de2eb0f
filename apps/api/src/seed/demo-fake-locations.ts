import { eq } from "drizzle-orm";
import { evaluateTrack, foldCaptures, type ReceivedPoint } from "@despacho/domain";
import type { Tx } from "../db/client.js";
import { fakeLocationCaptures, fakeLocationEvidence, messengers, users } from "../db/schema/index.js";

/** The demo courier caught with a fake location (Bogotá), so the toolbar's alert has something to show. */
export const DEMO_FAKE_LOCATION_COURIER = "mensajero7";

/**
 * An open capture for the demo courier, built by the domain's own rules from three points: a real one in Chapinero,
 * then, with the phone's mock location on, a jump to the north of the city 5 seconds later and a point there. The
 * courier's latest position is left as the catalog seeded it (other demo data measures distances from it).
 */
export async function seedDemoFakeLocations(tx: Tx, now = new Date()) {
  const [courier] = await tx
    .select({ id: messengers.id })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(users.username, DEMO_FAKE_LOCATION_COURIER));
  if (!courier) return;
  const at = (minutesAgo: number, seconds = 0) => new Date(now.getTime() - minutesAgo * 60_000 + seconds * 1000);
  const point = (latitude: number, longitude: number, time: Date, usingFakeLocation: boolean): ReceivedPoint => ({
    latitude,
    longitude,
    at: time,
    usingFakeLocation,
    receivedAt: time,
  });
  const real = point(4.6486, -74.0628, at(12), false);
  const track = evaluateTrack(real, [point(4.7569, -74.0451, at(12, 5), true), point(4.7571, -74.0449, at(4), true)]);
  for (const { capture, evidence } of foldCaptures(null, track)) {
    const [row] = await tx
      .insert(fakeLocationCaptures)
      .values({ ...capture, messengerId: courier.id })
      .returning({ id: fakeLocationCaptures.id });
    await tx.insert(fakeLocationEvidence).values(evidence.map((e) => ({ ...e, messengerId: courier.id, captureId: row.id })));
  }
}
