import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { type GeozoneLocations, isInside, QUEUE_BUSY_STATUSES, queueOrder } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { byName } from "../../../db/query-helpers.js";
import { affiliations, geozoneQueueEntries, geozones, messengers, queueGeozones, services, users } from "../../../db/schema/index.js";
import { linkedTo, userOfCourier } from "../../couriers/index.js";
import { fullName } from "../../services/index.js";

/**
 * issue 22, spec §7 GET /users/messengers/geozone-locations/: each geozone of the headquarter with the online couriers
 * whose last location lies inside it, busy or free, and their place when the zone is queued. Three reads whatever the
 * number of zones; the point-in-polygon test is the domain's (isInside), after the zone's bounding box.
 */
export async function geozoneLocations(db: Db, headquarterId: string): Promise<GeozoneLocations> {
  const busy = sql<boolean>`exists (select 1 from ${services} where ${services.messengerId} = ${messengers.id}
    and ${services.headquarterId} = ${headquarterId} and ${inArray(services.status, [...QUEUE_BUSY_STATUSES])})`;
  const [zones, couriers, entries] = await Promise.all([
    db
      .select({
        id: geozones.id,
        name: geozones.name,
        polygon: geozones.polygon,
        west: geozones.west,
        south: geozones.south,
        east: geozones.east,
        north: geozones.north,
        queueId: queueGeozones.id,
      })
      .from(geozones)
      .leftJoin(queueGeozones, eq(queueGeozones.geozoneId, geozones.id))
      .where(eq(geozones.headquarterId, headquarterId))
      .orderBy(byName(geozones.name), asc(geozones.id)),
    db
      .select({
        id: messengers.id,
        firstName: users.firstName,
        lastName: users.lastName,
        latitude: messengers.latitude,
        longitude: messengers.longitude,
        busy,
      })
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linkedTo(headquarterId))
      .where(and(eq(affiliations.isOnline, true), isNotNull(messengers.latitude), isNotNull(messengers.longitude)))
      .orderBy(byName(users.firstName), byName(users.lastName), asc(messengers.id)),
    db
      .select({ id: geozoneQueueEntries.messengerId, zone: geozoneQueueEntries.queueGeozoneId, enteredAt: geozoneQueueEntries.enteredAt })
      .from(geozoneQueueEntries)
      .where(eq(geozoneQueueEntries.headquarterId, headquarterId)),
  ]);
  const located = couriers.flatMap(({ latitude, longitude, ...c }) =>
    latitude === null || longitude === null ? [] : [{ ...c, point: { latitude, longitude } }],
  );
  return zones.map((zone) => {
    const queue = zone.queueId ? queueOrder(entries.filter((e) => e.zone === zone.queueId)) : [];
    const positionOf = (id: string) => queue.find((e) => e.id === id)?.position ?? null;
    const inside = located.flatMap(({ point, ...c }) => {
      const inBox =
        point.longitude >= zone.west && point.longitude <= zone.east && point.latitude >= zone.south && point.latitude <= zone.north;
      if (!inBox || !isInside(point, zone.polygon)) return [];
      return [{ uuid: c.id, full_name: fullName(c), ...point, busy: c.busy, queue_position: positionOf(c.id) }];
    });
    // The queue's order first (who is next), then everyone else by name.
    const queued = inside.filter((m) => m.queue_position !== null).sort((a, b) => (a.queue_position ?? 0) - (b.queue_position ?? 0));
    return {
      geozone: { id: zone.id, name: zone.name },
      queue_geo_zone: zone.queueId,
      messengers: [...queued, ...inside.filter((m) => m.queue_position === null)],
    };
  });
}
