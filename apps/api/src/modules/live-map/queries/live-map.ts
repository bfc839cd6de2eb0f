import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { ACTIVE_STATUSES, MAP_SERVICES_MAX } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { affiliations as affiliationsOf, messengers, serviceLocations, services, users } from "../../../db/schema/index.js";
import { hasOpenBlock } from "../../couriers/index.js";
import { hasOpenCapture } from "../../fake-locations/index.js";
import { courierColumns, linkedTo, userOfCourier } from "../../couriers/index.js";
import { byName } from "../../../db/query-helpers.js";

const serviceColumns = { id: services.id, consecutive: services.consecutive, status: services.status, messengerId: services.messengerId };

/**
 * The live map's one read: every courier linked to the headquarter with its latest point, block and open services,
 * and the headquarter's newest open services with their located points. Four queries whatever the number of couriers.
 */
export async function liveMapOf(db: Db, headquarterId: string) {
  const open = and(eq(services.headquarterId, headquarterId), inArray(services.status, [...ACTIVE_STATUSES]));
  const [couriers, held, drawn] = await Promise.all([
    db
      .select({
        ...courierColumns,
        username: users.username,
        blocked: sql<boolean>`${hasOpenBlock(db, headquarterId, messengers.id)}`,
        usingFakeLocation: sql<boolean>`${hasOpenCapture(db, messengers.id)}`,
      })
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliationsOf, linkedTo(headquarterId))
      .orderBy(byName(users.firstName), byName(users.lastName), messengers.id),
    db
      .select(serviceColumns)
      .from(services)
      .where(and(open, isNotNull(services.messengerId)))
      .orderBy(services.consecutive),
    db.select(serviceColumns).from(services).where(open).orderBy(desc(services.createdAt)).limit(MAP_SERVICES_MAX),
  ]);
  const ids = drawn.map((s) => s.id);
  const points =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(serviceLocations)
          .where(and(inArray(serviceLocations.serviceId, ids), isNotNull(serviceLocations.latitude), isNotNull(serviceLocations.longitude)))
          .orderBy(serviceLocations.serviceId, serviceLocations.position);
  return { couriers, held, drawn, points };
}
export type LiveMapRows = Awaited<ReturnType<typeof liveMapOf>>;
