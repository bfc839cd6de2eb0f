import type { CourierService } from "@despacho/domain";

type Ordered = Pick<CourierService, "uuid" | "order">;

/**
 * The order to do the services in hand: oldest first, and the services of a bundle together, in their route's order,
 * where the bundle's oldest one stands (issue 22). `oldestFirst` is the list as taken, oldest first.
 */
export function inRouteOrder<T extends Ordered>(oldestFirst: readonly T[]): T[] {
  const bundles = new Map<string, T[]>();
  for (const service of oldestFirst) {
    if (service.order) bundles.set(service.order.uuid, [...(bundles.get(service.order.uuid) ?? []), service]);
  }
  const placed = new Set<string>();
  return oldestFirst.flatMap((service) => {
    if (!service.order) return [service];
    if (placed.has(service.order.uuid)) return [];
    placed.add(service.order.uuid);
    return (bundles.get(service.order.uuid) ?? []).toSorted((a, b) => (a.order?.stop ?? 0) - (b.order?.stop ?? 0));
  });
}
