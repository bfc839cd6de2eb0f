import { and, eq, exists, inArray, isNull, max, ne, notExists } from "drizzle-orm";
import {
  bundleRoutes,
  type Coordinates,
  type DiffusionSettings,
  type DispatchService,
  formBundles,
  type RouteStopOf,
  routeOrder,
} from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { offers, serviceLocations, services } from "../../../db/schema/index.js";
import { minutesOf } from "./candidates.js";
import { engineTravel, stopsOf } from "./origin.js";

/** How many other waiting services of one origin a decision looks at. */
const SIBLINGS_LIMIT = 50;

type ServiceRow = typeof services.$inferSelect;

export interface BundledService {
  row: ServiceRow;
  /** Its next offer round: one more than its last. */
  round: number;
  /** Its drop-off's place in the courier's route order (1 first) and the others it goes with; absent when alone. */
  route?: RouteStopOf;
}

/** The outer query's service is another one of `row`'s headquarter and type waiting, with no courier, at `origin`. */
export function siblingOf(tx: Tx, row: ServiceRow, origin: Coordinates) {
  return and(
    eq(services.headquarterId, row.headquarterId),
    eq(services.status, "by_assign"),
    isNull(services.messengerId),
    eq(services.typeId, row.typeId),
    ne(services.id, row.id),
    exists(originAt(tx, origin)),
  );
}

/** A correlated subquery: the service of the outer query has its origin at `origin` (use it in `exists`). */
function originAt(tx: Tx, origin: Coordinates) {
  return tx
    .select({ serviceId: serviceLocations.serviceId })
    .from(serviceLocations)
    .where(
      and(
        eq(serviceLocations.serviceId, services.id),
        eq(serviceLocations.type, "origin"),
        eq(serviceLocations.latitude, origin.latitude),
        eq(serviceLocations.longitude, origin.longitude),
      ),
    );
}

/**
 * The headquarter's other services waiting at the same point (same type, no courier, no open offer), oldest first,
 * locked; one that another decision holds is skipped, so two decisions never wait on each other.
 */
function waitingAtOrigin(tx: Tx, row: ServiceRow, origin: Coordinates) {
  const open = tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.serviceId, services.id), isNull(offers.answer)));
  return tx
    .select()
    .from(services)
    .where(and(siblingOf(tx, row, origin), notExists(open)))
    .orderBy(services.createdAt)
    .limit(SIBLINGS_LIMIT)
    .for("update", { skipLocked: true });
}

/** The last offer round of each service. */
async function roundsOf(tx: Tx, ids: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx
    .select({ serviceId: offers.serviceId, round: max(offers.round) })
    .from(offers)
    .where(inArray(offers.serviceId, [...ids]))
    .groupBy(offers.serviceId);
  return new Map(rows.map((r) => [r.serviceId, r.round ?? 0]));
}

/**
 * issue 22 bundling in the API (docs/decisions/024): the services offered together with the waiting `row`, through the
 * benchmark's own `formBundles` (same origin and type, within the bundle window, up to the maximum of active services)
 * and `routeOrder` (the drop-offs in the order whose customers wait least). With a maximum of one, the service goes by
 * itself.
 */
export async function bundleOf(
  tx: Tx,
  row: ServiceRow,
  origin: Coordinates,
  diffusion: DiffusionSettings,
  now: Date,
): Promise<BundledService[]> {
  const siblings = diffusion.max_active_services < 2 ? [] : await waitingAtOrigin(tx, row, origin);
  const rows = [row, ...siblings];
  const stops = await stopsOf(
    tx,
    rows.map((r) => r.id),
  );
  const destinationOf = (id: string) => stops.get(id)?.find((s) => s.type === "destination")?.point ?? origin;
  const waiting = rows.map(
    (r): DispatchService<Coordinates> => ({
      id: r.id,
      origin,
      destination: destinationOf(r.id),
      origin_key: "origin",
      ready_at: minutesOf(r.createdAt),
      type_id: r.typeId,
    }),
  );
  const bundles = formBundles(waiting, {
    max_size: diffusion.max_active_services,
    window_minutes: diffusion.bundle_window_minutes,
    now: minutesOf(now),
  });
  const mine = bundles.find((b) => b.services.some((s) => s.id === row.id))?.services ?? [];
  const { order } = routeOrder(
    origin,
    mine.map((s) => ({ id: s.id, point: s.destination })),
    engineTravel,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const inOrder = order.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
  const routes = bundleRoutes(inOrder);
  const rounds = await roundsOf(tx, order);
  return inOrder.map((r) => ({ row: r, round: (rounds.get(r.id) ?? 0) + 1, route: routes.get(r.id) }));
}
