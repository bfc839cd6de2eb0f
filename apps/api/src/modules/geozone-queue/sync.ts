import { and, eq, gte, inArray, isNotNull, lte, or, type SQL, sql } from "drizzle-orm";
import {
  DOMAIN_EVENTS,
  type DomainEvent,
  type EVENTS,
  type EventPayload,
  type QueuedZone,
  QUEUE_BUSY_STATUSES,
  queueZoneFor,
} from "@despacho/domain";
import type { Db, Tx } from "../../db/client.js";
import { inIds } from "../../db/in-ids.js";
import { affiliations, geozoneQueueEntries, geozones, messengers, queueGeozones, services } from "../../db/schema/index.js";

type QueueChange = EventPayload<typeof EVENTS.geozoneQueueChange>;

interface Standing {
  headquarterId: string;
  messengerId: string;
  online: boolean;
  busy: boolean;
  point: { latitude: number; longitude: number } | null;
  current: string | null;
  zones: QueuedZone[];
}

/**
 * One read for every courier in scope that is queued or online inside a queued zone's bounding box: their point,
 * whether a service keeps them busy, the queue they are in and the headquarter's queued zones whose bounding box holds
 * their point (one row per such zone).
 */
async function standingsOf(db: Db | Tx, scope: SQL): Promise<Standing[]> {
  const zones = db
    .select({
      id: queueGeozones.id,
      headquarterId: queueGeozones.headquarterId,
      queuedAt: queueGeozones.createdAt,
      polygon: geozones.polygon,
      west: geozones.west,
      south: geozones.south,
      east: geozones.east,
      north: geozones.north,
    })
    .from(queueGeozones)
    .innerJoin(geozones, eq(geozones.id, queueGeozones.geozoneId))
    .as("zones");
  const busy = sql<boolean>`exists (select 1 from ${services} where ${services.messengerId} = ${affiliations.messengerId}
    and ${services.headquarterId} = ${affiliations.headquarterId} and ${inArray(services.status, [...QUEUE_BUSY_STATUSES])})`;
  const rows = await db
    .select({
      headquarterId: affiliations.headquarterId,
      messengerId: affiliations.messengerId,
      online: affiliations.isOnline,
      busy,
      latitude: messengers.latitude,
      longitude: messengers.longitude,
      current: geozoneQueueEntries.queueGeozoneId,
      zone: { id: zones.id, queuedAt: zones.queuedAt, polygon: zones.polygon },
    })
    .from(affiliations)
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .leftJoin(
      geozoneQueueEntries,
      and(eq(geozoneQueueEntries.headquarterId, affiliations.headquarterId), eq(geozoneQueueEntries.messengerId, affiliations.messengerId)),
    )
    .leftJoin(
      zones,
      and(
        eq(zones.headquarterId, affiliations.headquarterId),
        eq(affiliations.isOnline, true),
        lte(zones.west, messengers.longitude),
        gte(zones.east, messengers.longitude),
        lte(zones.south, messengers.latitude),
        gte(zones.north, messengers.latitude),
      ),
    )
    // Only a courier in a queue or inside a queued zone's box can change queue: an online courier elsewhere (most of a
    // location batch, every courier of a headquarter without queued zones) is not read at all.
    .where(and(scope, or(isNotNull(zones.id), isNotNull(geozoneQueueEntries.messengerId))));
  const standings = new Map<string, Standing>();
  for (const row of rows) {
    const key = `${row.headquarterId}:${row.messengerId}`;
    let standing = standings.get(key);
    if (!standing) {
      const point = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
      const { headquarterId, messengerId, online, busy, current } = row;
      standing = { headquarterId, messengerId, online, busy, point, current, zones: [] };
      standings.set(key, standing);
    }
    if (row.zone) standing.zones.push({ id: row.zone.id, queuedAt: row.zone.queuedAt, shape: row.zone.polygon });
  }
  return [...standings.values()];
}

/**
 * Puts the couriers in scope in the queue where the domain says they belong (queueZoneFor): in at the end, out, or
 * over to another zone's queue; a courier already in the right queue keeps their place. Returns the queues that
 * changed, for announceQueueChanges once written.
 */
async function settleQueues(db: Db | Tx, scope: SQL, now: Date): Promise<QueueChange[]> {
  const leaving: Standing[] = [];
  const entering: (typeof geozoneQueueEntries.$inferInsert)[] = [];
  const changed = new Map<string, QueueChange>();
  const touch = (headquarter: string, zone: string | null) => zone && changed.set(zone, { headquarter, queue_geo_zone: zone });
  for (const standing of await standingsOf(db, scope)) {
    const next = queueZoneFor(standing, standing.zones);
    if (next === standing.current) continue;
    touch(standing.headquarterId, standing.current);
    touch(standing.headquarterId, next);
    if (next)
      entering.push({ headquarterId: standing.headquarterId, messengerId: standing.messengerId, queueGeozoneId: next, enteredAt: now });
    else leaving.push(standing);
  }
  if (leaving.length > 0) {
    const pairs = sql.join(
      leaving.map((s) => sql`(${s.headquarterId}::uuid, ${s.messengerId}::uuid)`),
      sql`, `,
    );
    await db
      .delete(geozoneQueueEntries)
      .where(sql`(${geozoneQueueEntries.headquarterId}, ${geozoneQueueEntries.messengerId}) in (${pairs})`);
  }
  if (entering.length > 0) {
    await db
      .insert(geozoneQueueEntries)
      .values(entering)
      .onConflictDoUpdate({
        target: [geozoneQueueEntries.headquarterId, geozoneQueueEntries.messengerId],
        set: { queueGeozoneId: sql`excluded.queue_geo_zone_id`, enteredAt: sql`excluded.entered_at` },
        // A courier another call has just put in this same queue keeps that place.
        setWhere: sql`${geozoneQueueEntries.queueGeozoneId} <> excluded.queue_geo_zone_id`,
      });
  }
  return [...changed.values()];
}

/** After a courier went online or offline, moved, or took or left a service: their queue in each of their headquarters. */
export async function settleCourierQueues(db: Db | Tx, messengerIds: readonly string[], now = new Date()) {
  if (messengerIds.length === 0) return [];
  return settleQueues(db, inIds(affiliations.messengerId, messengerIds), now);
}

/** After the headquarter's queued zones changed: every online or queued courier of the headquarter. */
export async function settleHeadquarterQueues(db: Db | Tx, headquarterId: string, now = new Date()) {
  return settleQueues(db, eq(affiliations.headquarterId, headquarterId), now);
}

/** Each queue that changed, as the geozone.queue-changed event to record with the write (the desks hear it after the commit). */
export function queueChangeEvents(changes: readonly QueueChange[]): DomainEvent[] {
  return changes.map((change) => ({
    name: DOMAIN_EVENTS.geozoneQueueChanged,
    headquarter: change.headquarter,
    payload: { queue_geo_zone: change.queue_geo_zone },
  }));
}
