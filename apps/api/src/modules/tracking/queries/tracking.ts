import { and, asc, eq, ne, sql } from "drizzle-orm";
import { canRate, courierVisible, etaMinutes, NOTIFICATION_HISTORY_ACTION, pinAsked, type Tracking, trackingEnded } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengers, serviceHistory, serviceLocations, services, serviceTracking, serviceTypes, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

/** The service a tracking token names, else 404; nothing else is reachable from it. */
export async function trackedService(db: Db, token: string) {
  const [row] = await db
    .select({ service: services, rating: serviceTracking.rating, proofRules: serviceTypes.proofRules })
    .from(serviceTracking)
    .innerJoin(services, eq(services.id, serviceTracking.serviceId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .where(eq(serviceTracking.token, token));
  if (!row) throw notFound();
  return row;
}

/** The courier as a customer sees them: first name and the initial of the last, and where they are. */
async function courierOf(db: Db, messengerId: string) {
  const [m] = await db
    .select({
      name: sql<string>`${users.firstName} || coalesce(' ' || left(nullif(${users.lastName}, ''), 1) || '.', '')`,
      latitude: messengers.latitude,
      longitude: messengers.longitude,
      at: messengers.locationAt,
    })
    .from(messengers)
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(messengers.id, messengerId));
  return m ? { name: m.name, latitude: m.latitude, longitude: m.longitude, located_at: m.at?.toISOString() ?? null } : null;
}

/** spec §2.4 tracking page: the timeline of status changes, the addresses, the courier only while in progress, the ETA. */
export async function trackingOf(db: Db, token: string): Promise<Tracking> {
  const { service, rating, proofRules } = await trackedService(db, token);
  const [locations, history] = await Promise.all([
    db.select().from(serviceLocations).where(eq(serviceLocations.serviceId, service.id)).orderBy(asc(serviceLocations.position)),
    db
      .select({ status: serviceHistory.toStatus, from: serviceHistory.fromStatus, at: serviceHistory.createdAt })
      .from(serviceHistory)
      .where(and(eq(serviceHistory.serviceId, service.id), ne(serviceHistory.action, NOTIFICATION_HISTORY_ACTION)))
      .orderBy(asc(serviceHistory.createdAt)),
  ]);
  const timeline = history.filter((h) => h.status !== h.from).map((h) => ({ status: h.status, at: h.at.toISOString() }));
  const courier = courierVisible(service.status) && service.messengerId ? await courierOf(db, service.messengerId) : null;
  const destination = locations.at(-1);
  const here = courier?.latitude != null && courier.longitude != null ? { latitude: courier.latitude, longitude: courier.longitude } : null;
  const there =
    destination?.latitude != null && destination.longitude != null
      ? { latitude: destination.latitude, longitude: destination.longitude }
      : null;
  return {
    consecutive: service.consecutive,
    status: service.status,
    timeline,
    origin: locations[0]?.address ?? "",
    destinations: locations.slice(1).map((l) => l.address),
    courier,
    eta_minutes: courier ? etaMinutes(here, there) : null,
    rating,
    can_rate: canRate(service.status, rating),
    pin: pinAsked(proofRules) && !trackingEnded(service.status) ? service.customerPin : null,
  };
}
