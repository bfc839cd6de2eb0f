import { EVENTS, type ServiceEventName } from "@despacho/domain";

/**
 * Whether a batch of service events touches a route: one of its services changed, or a service was created (the route
 * code puts a new service on its route).
 */
export function touchesRoute(batch: { event: ServiceEventName; uuid: string }[], routeServices: ReadonlySet<string>): boolean {
  return batch.some(({ event, uuid }) => event === EVENTS.serviceNew || routeServices.has(uuid));
}
