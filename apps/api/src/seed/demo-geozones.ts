import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { areaM2, boundsOf, type MultiPolygonInput, QUEUE_BUSY_STATUSES } from "@despacho/domain";
import type { Tx } from "../db/client.js";
import { affiliations, geozones, messengers, queueGeozones, services, users } from "../db/schema/index.js";
import { settleCourierQueues, settleHeadquarterQueues } from "../modules/geozone-queue/index.js";

/** A rectangle of Bogotá from its south-west corner to its north-east corner. */
const box = (west: number, south: number, east: number, north: number): MultiPolygonInput => ({
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  ],
});

const DEMO_ZONES: { name: string; polygon: MultiPolygonInput; queued: boolean }[] = [
  { name: "Chapinero", polygon: box(-74.07, 4.63, -74.04, 4.67), queued: true },
  { name: "Usaquén", polygon: box(-74.05, 4.69, -74.02, 4.74), queued: false },
  { name: "Suba", polygon: box(-74.11, 4.7, -74.06, 4.76), queued: false },
];

const MINUTE_MS = 60_000;
/** Where the demo's queue waits in Chapinero, first in line first; minutes since each entered. */
const CHAPINERO_QUEUE: { latitude: number; longitude: number; minutesAgo: number }[] = [
  { latitude: 4.648, longitude: -74.061, minutesAgo: 14 },
  { latitude: 4.653, longitude: -74.057, minutesAgo: 9 },
  { latitude: 4.641, longitude: -74.066, minutesAgo: 3 },
];

/** Three free online couriers of the headquarter wait in Chapinero's queue; any other online inside it joins after them. */
async function seedChapineroQueue(tx: Tx, headquarterId: string) {
  const busy = tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.messengerId, affiliations.messengerId), inArray(services.status, [...QUEUE_BUSY_STATUSES])));
  const free = await tx
    .select({ id: affiliations.messengerId })
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(and(eq(affiliations.headquarterId, headquarterId), eq(affiliations.isOnline, true), notExists(busy)))
    // mensajero1, mensajero2 …: the same couriers wait on every seed.
    .orderBy(asc(sql`length(${users.username})`), asc(users.username))
    .limit(CHAPINERO_QUEUE.length);
  for (const [i, { latitude, longitude, minutesAgo }] of CHAPINERO_QUEUE.entries()) {
    const courier = free[i];
    if (!courier) break;
    const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
    await tx.update(messengers).set({ latitude, longitude, locationAt: at }).where(eq(messengers.id, courier.id));
    await settleCourierQueues(tx, [courier.id], at);
  }
  await settleHeadquarterQueues(tx, headquarterId);
}

/** Bogotá's demo zones (/geozone-manage), Chapinero with its courier queue (/geozone-queue); no activation zone. */
export async function seedDemoGeozones(tx: Tx, headquarterId: string) {
  for (const zone of DEMO_ZONES) {
    const [west, south, east, north] = boundsOf(zone.polygon);
    const [row] = await tx
      .insert(geozones)
      .values({ headquarterId, name: zone.name, polygon: zone.polygon, areaM2: areaM2(zone.polygon), west, south, east, north })
      .returning({ id: geozones.id });
    if (row && zone.queued) await tx.insert(queueGeozones).values({ headquarterId, geozoneId: row.id });
  }
  await seedChapineroQueue(tx, headquarterId);
}
