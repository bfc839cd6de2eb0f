import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { bundleRoutes, type Coordinates, type DiffusionSettings, formBundles, type RouteStopOf, routeOrder } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { siblingOf } from "./bundle.js";
import { courierHasRoom } from "./capacity.js";
import { restateRoute } from "./history.js";
import { minutesOf } from "./candidates.js";
import { engineTravel, stopsOf } from "./origin.js";

type ServiceRow = typeof services.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

/** An open bundle the waiting service joined: its new offer (courier, step, deadline) and its stop in the route. */
export interface Joined {
  offer: OfferRow;
  route: RouteStopOf;
}

/** The open offers of the headquarter's other waiting services of the same type at the same origin point, locked. */
function openOffersAtOrigin(tx: Tx, row: ServiceRow, origin: Coordinates) {
  return tx
    .select({ offer: offers, service: services })
    .from(offers)
    .innerJoin(services, eq(services.id, offers.serviceId))
    .where(and(isNull(offers.answer), siblingOf(tx, row, origin)))
    .orderBy(offers.messengerId, offers.stop)
    .for("update", { of: offers });
}

/**
 * issue 22 (docs/decisions/024): a service that starts waiting while other services of its origin (same type) are
 * offered to a courier joins that courier's offer — the same deadline, one bundle, the drop-offs ordered again with
 * `routeOrder` — when the domain's `formBundles` puts them together (the bundle window, the maximum of active services)
 * and the courier's load leaves room for them all. One courier's offers of one bundle (or one lone offer) are one group;
 * every group it fits joins. Returns the offers it joined, none when it goes on its own.
 */
export async function joinOpenBundles(
  tx: Tx,
  row: ServiceRow,
  origin: Coordinates,
  round: number,
  diffusion: DiffusionSettings,
  now: Date,
): Promise<Joined[]> {
  if (diffusion.max_active_services < 2) return [];
  const open = await openOffersAtOrigin(tx, row, origin);
  const groups = new Map<string, typeof open>();
  for (const entry of open) {
    const key = `${entry.offer.messengerId}|${entry.offer.bundleId ?? entry.offer.id}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  if (groups.size === 0) return [];
  const stops = await stopsOf(tx, [row.id, ...open.map((o) => o.service.id)]);
  const destinationOf = (id: string) => stops.get(id)?.find((s) => s.type === "destination")?.point ?? origin;
  const joined: Joined[] = [];
  for (const group of groups.values()) {
    const [{ offer: first }] = group;
    const members = [...group.map((g) => g.service), row];
    const bundles = formBundles(
      members.map((s) => ({
        id: s.id,
        origin,
        destination: destinationOf(s.id),
        origin_key: "origin",
        ready_at: minutesOf(s.createdAt),
        type_id: s.typeId,
      })),
      { max_size: diffusion.max_active_services, window_minutes: diffusion.bundle_window_minutes, now: minutesOf(now) },
    );
    if (bundles.length !== 1) continue;
    if (!(await courierHasRoom(tx, row.headquarterId, first.messengerId, diffusion.max_active_services, members.length))) continue;
    const bundleId = first.bundleId ?? randomUUID();
    const { order } = routeOrder(
      origin,
      members.map((s) => ({ id: s.id, point: destinationOf(s.id) })),
      engineTravel,
    );
    const consecutives = new Map(members.map((s) => [s.id, s.consecutive]));
    const routes = bundleRoutes(order.map((id) => ({ id, consecutive: consecutives.get(id) ?? 0 })));
    for (const { offer, service } of group) {
      const moved = routes.get(offer.serviceId);
      await tx
        .update(offers)
        .set({ bundleId, stop: moved?.stop ?? null })
        .where(eq(offers.id, offer.id));
      if (moved) await restateRoute(tx, service.id, service.status, moved);
    }
    const route = routes.get(row.id);
    if (!route) continue;
    const [offer] = await tx
      .insert(offers)
      .values({
        headquarterId: row.headquarterId,
        serviceId: row.id,
        messengerId: first.messengerId,
        round,
        step: first.step,
        sentAt: now,
        deadline: first.deadline,
        bundleId,
        stop: route.stop,
      })
      .returning();
    joined.push({ offer, route });
  }
  return joined;
}
