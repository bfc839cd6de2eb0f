import { and, asc, eq, inArray } from "drizzle-orm";
import type { RouteStopPoint } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { messengers, serviceLocations, routes, routeStops, services, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";

export type RouteRow = typeof routes.$inferSelect;

const routeColumns = {
  route: routes,
  messenger: { uuid: messengers.id, firstName: users.firstName, lastName: users.lastName, username: users.username },
};

/** Routes with their courier, by the ids given (already known to be of the headquarter). */
export function routesWithMessenger(db: Db | Tx) {
  return db
    .select(routeColumns)
    .from(routes)
    .leftJoin(messengers, eq(messengers.id, routes.messengerId))
    .leftJoin(users, eq(users.id, messengers.userId));
}
export type RouteWithMessenger = Awaited<ReturnType<ReturnType<typeof routesWithMessenger>["execute"]>>[number];

/** The route of this headquarter, locked for the change when `lock`; another headquarter's is a 404. */
export async function routeOf(db: Db | Tx, headquarterId: string, id: string, lock = false): Promise<RouteRow> {
  const query = db
    .select()
    .from(routes)
    .where(and(eq(routes.id, id), eq(routes.headquarterId, headquarterId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  return row;
}

/** The stops of these routes in order, each with its location and its service. */
export async function stopsOf(db: Db | Tx, routeIds: string[]) {
  if (routeIds.length === 0) return [];
  return db
    .select({
      id: routeStops.id,
      routeId: routeStops.routeId,
      position: routeStops.locationPosition,
      type: serviceLocations.type,
      address: serviceLocations.address,
      latitude: serviceLocations.latitude,
      longitude: serviceLocations.longitude,
      service: { uuid: services.id, consecutive: services.consecutive, name: services.name, status: services.status },
    })
    .from(routeStops)
    .innerJoin(services, eq(services.id, routeStops.serviceId))
    .innerJoin(
      serviceLocations,
      and(eq(serviceLocations.serviceId, routeStops.serviceId), eq(serviceLocations.position, routeStops.locationPosition)),
    )
    .where(inArray(routeStops.routeId, routeIds))
    .orderBy(asc(routeStops.routeId), asc(routeStops.sequence));
}
export type StopRow = Awaited<ReturnType<typeof stopsOf>>[number];

/** A stop as the optimiser sees it (a stop is only added with coordinates). */
export const stopPoint = (stop: StopRow): RouteStopPoint => ({
  id: stop.id,
  service: stop.service.uuid,
  kind: stop.type === "origin" ? "pickup" : "dropoff",
  point: { latitude: stop.latitude ?? 0, longitude: stop.longitude ?? 0 },
});
