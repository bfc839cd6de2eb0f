import { boxHolds } from "../../geozones/index.js";
import { and, eq } from "drizzle-orm";
import { type LatLng, queueOrder, queueZoneFor } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { geozoneQueueEntries, geozones, messengers, queueGeozones, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

/** The queue of one of the headquarter's queued zones, in order (404 for another headquarter's or a missing zone). */
export async function loadQueue(db: Db, headquarterId: string, queueGeozoneId: string) {
  const [zone] = await db
    .select({ id: queueGeozones.id })
    .from(queueGeozones)
    .where(and(eq(queueGeozones.id, queueGeozoneId), eq(queueGeozones.headquarterId, headquarterId)));
  if (!zone) throw notFound();
  const rows = await db
    .select({
      id: geozoneQueueEntries.messengerId,
      enteredAt: geozoneQueueEntries.enteredAt,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      imageUrl: users.imageUrl,
    })
    .from(geozoneQueueEntries)
    .innerJoin(messengers, eq(messengers.id, geozoneQueueEntries.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(and(eq(geozoneQueueEntries.headquarterId, headquarterId), eq(geozoneQueueEntries.queueGeozoneId, queueGeozoneId)));
  return queueOrder(rows);
}
export type QueueRecord = Awaited<ReturnType<typeof loadQueue>>[number];

/**
 * issue 22: the places in the queue of the queued zone holding `point` (a service's origin), by courier; where queued
 * zones overlap, the zone queued first (as queueZoneFor). Empty when no queued zone holds the point.
 */
export async function queuePositionsAt(db: Db | Tx, headquarterId: string, point: LatLng): Promise<Map<string, number>> {
  const zones = await db
    .select({ id: queueGeozones.id, queuedAt: queueGeozones.createdAt, polygon: geozones.polygon })
    .from(queueGeozones)
    .innerJoin(geozones, eq(geozones.id, queueGeozones.geozoneId))
    .where(and(eq(queueGeozones.headquarterId, headquarterId), boxHolds(point)));
  const zone = queueZoneFor(
    { online: true, busy: false, point, current: null },
    zones.map((z) => ({ id: z.id, queuedAt: z.queuedAt, shape: z.polygon })),
  );
  if (!zone) return new Map();
  const entries = await db
    .select({ id: geozoneQueueEntries.messengerId, enteredAt: geozoneQueueEntries.enteredAt })
    .from(geozoneQueueEntries)
    .where(and(eq(geozoneQueueEntries.headquarterId, headquarterId), eq(geozoneQueueEntries.queueGeozoneId, zone)));
  return new Map(queueOrder(entries).map((entry) => [entry.id, entry.position]));
}
