import { and, asc, eq, inArray, max, sql } from "drizzle-orm";
import { isActiveStatus, orderStops, precedenceBreach, ROUTE_MESSAGES, ROUTE_SERVICES_MAX } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { routes, routeStops, serviceLocations, services } from "../../../db/schema/index.js";
import { AppError, badRequest, notFound, refusingDuplicates } from "../../../errors.js";
import { routeOf, stopPoint, stopsOf } from "../queries/load.js";

const conflict = (detail: string) => new AppError("CONFLICT", detail);

/** Sets the stops' sequence to their place in `order` (every id a stop of the route). */
async function writeOrder(tx: Tx, routeId: string, order: string[]) {
  if (order.length === 0) return;
  const ids = sql.join(
    order.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${routeStops} s set sequence = o.n
    from unnest(array[${ids}]) with ordinality as o(id, n)
    where s.id = o.id and s.route_id = ${routeId}`);
}

/**
 * Adds services at the end of the route, each as its pickup then its drop-offs: only active services of the
 * headquarter (another's is a 404), every location on the map, none already in a route (409).
 */
export async function addServices(db: Db, headquarterId: string, routeId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    await routeOf(tx, headquarterId, routeId, true);
    const wanted = [...new Set(ids)];
    const rows = await tx
      .select({ id: services.id, consecutive: services.consecutive, status: services.status })
      .from(services)
      .where(and(inArray(services.id, wanted), eq(services.headquarterId, headquarterId)))
      .for("update");
    if (rows.length !== wanted.length) throw notFound();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const closed = rows.find((r) => !isActiveStatus(r.status));
    if (closed) throw conflict(ROUTE_MESSAGES.closedService(closed.consecutive));
    const taken = await tx
      .selectDistinct({ serviceId: routeStops.serviceId, code: routes.code })
      .from(routeStops)
      .innerJoin(routes, eq(routes.id, routeStops.routeId))
      .where(inArray(routeStops.serviceId, wanted));
    const [other] = taken;
    if (other) throw conflict(ROUTE_MESSAGES.inAnotherRoute(byId.get(other.serviceId)?.consecutive ?? 0, other.code));
    const locations = await tx
      .select()
      .from(serviceLocations)
      .where(inArray(serviceLocations.serviceId, wanted))
      .orderBy(asc(serviceLocations.position));
    const unmapped = locations.find((l) => l.latitude === null || l.longitude === null);
    if (unmapped) throw conflict(ROUTE_MESSAGES.withoutCoordinates(byId.get(unmapped.serviceId)?.consecutive ?? 0));
    const present = await tx.selectDistinct({ serviceId: routeStops.serviceId }).from(routeStops).where(eq(routeStops.routeId, routeId));
    if (present.length + wanted.length > ROUTE_SERVICES_MAX) throw badRequest("services", ROUTE_MESSAGES.full);
    const [{ last }] = await tx
      .select({ last: max(routeStops.sequence) })
      .from(routeStops)
      .where(eq(routeStops.routeId, routeId));
    let sequence = last ?? 0;
    const stops = wanted.flatMap((serviceId) =>
      locations
        .filter((l) => l.serviceId === serviceId)
        .map((l) => ({ routeId, serviceId, locationPosition: l.position, sequence: ++sequence })),
    );
    // A service added to another route meanwhile: the unique index refuses it.
    await refusingDuplicates(tx.insert(routeStops).values(stops), () => new AppError("CONFLICT"));
  });
}

/** Takes services (all their stops) off the route; a service not in it changes nothing. */
export async function removeServices(db: Db, headquarterId: string, routeId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    await routeOf(tx, headquarterId, routeId, true);
    await tx.delete(routeStops).where(and(eq(routeStops.routeId, routeId), inArray(routeStops.serviceId, ids)));
  });
}

/** A hand-made order: every stop of the route once, each pickup before its drop-offs (400 otherwise). */
export async function reorderStops(db: Db, headquarterId: string, routeId: string, order: string[]) {
  await db.transaction(async (tx) => {
    await routeOf(tx, headquarterId, routeId, true);
    const stops = await stopsOf(tx, [routeId]);
    const same = order.length === stops.length && new Set(order).size === order.length && stops.every((s) => order.includes(s.id));
    if (!same) throw badRequest("stops", ROUTE_MESSAGES.sameStops);
    const breach = precedenceBreach(stops.map(stopPoint), order);
    if (breach)
      throw badRequest("stops", ROUTE_MESSAGES.pickupFirst(stops.find((s) => s.service.uuid === breach)?.service.consecutive ?? 0));
    await writeOrder(tx, routeId, order);
  });
}

/** The optimiser's order (packages/domain orderStops), for an open or closed route as the route says. */
export async function sortStops(db: Db, headquarterId: string, routeId: string) {
  await db.transaction(async (tx) => {
    const route = await routeOf(tx, headquarterId, routeId, true);
    const stops = await stopsOf(tx, [routeId]);
    await writeOrder(tx, routeId, orderStops(stops.map(stopPoint), { closed: route.isClosed }));
  });
}
