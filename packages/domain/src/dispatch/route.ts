import type { RouteStopOf } from "./decision.js";
import { type TravelEstimator, travelMinutes } from "./travel.js";

export interface RouteStop<P> {
  id: string;
  point: P;
}
export interface Route {
  /** The stops' ids in the order to visit them. */
  order: string[];
  /** Minutes from leaving the origin until each stop (in that order) is reached. */
  arrivals: number[];
}

/** Up to this many stops every order is tried; beyond it, the nearest stop next. */
const EXHAUSTIVE_STOPS = 6;

function walk<P>(origin: P, stops: readonly RouteStop<P>[], travel: TravelEstimator<P>, stopMinutes: number): Route {
  let at = origin;
  let clock = 0;
  const arrivals: number[] = [];
  for (const stop of stops) {
    clock += travelMinutes(travel, at, stop.point);
    arrivals.push(clock);
    clock += stopMinutes;
    at = stop.point;
  }
  return { order: stops.map((s) => s.id), arrivals };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

function nearestFirst<P>(origin: P, stops: readonly RouteStop<P>[], travel: TravelEstimator<P>): RouteStop<P>[] {
  const left = [...stops];
  const ordered: RouteStop<P>[] = [];
  let at = origin;
  while (left.length > 0) {
    let next = 0;
    for (let i = 1; i < left.length; i++)
      if (travelMinutes(travel, at, left[i].point) < travelMinutes(travel, at, left[next].point)) next = i;
    const [stop] = left.splice(next, 1);
    ordered.push(stop);
    at = stop.point;
  }
  return ordered;
}

/**
 * issue 22 bundling: the courier's route for a bundle picked up at one origin, the order in which its customers wait
 * least in total (the sum of arrival times); `stopMinutes` is spent at each stop. A tie keeps the given order.
 */
export function routeOrder<P>(origin: P, stops: readonly RouteStop<P>[], travel: TravelEstimator<P>, stopMinutes = 0): Route {
  if (stops.length > EXHAUSTIVE_STOPS) return walk(origin, nearestFirst(origin, stops, travel), travel, stopMinutes);
  let best: Route | null = null;
  for (const order of permutations(stops)) {
    const route = walk(origin, order, travel, stopMinutes);
    if (best === null || sum(route.arrivals) < sum(best.arrivals)) best = route;
  }
  return best ?? { order: [], arrivals: [] };
}

/**
 * Each service's place in a bundle already in route order: stop, how many, and the others' consecutives. A service
 * alone has no route (an empty map).
 */
export function bundleRoutes(inOrder: readonly { id: string; consecutive: number }[]): Map<string, RouteStopOf> {
  const routes = new Map<string, RouteStopOf>();
  if (inOrder.length < 2) return routes;
  inOrder.forEach(({ id }, i) => {
    const others = inOrder.filter((other) => other.id !== id).map((other) => other.consecutive);
    routes.set(id, { stop: i + 1, stops: inOrder.length, with: others });
  });
  return routes;
}
