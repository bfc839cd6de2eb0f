import type { Coordinates } from "../schemas/catalog.js";
import { haversineKm } from "../services/surcharges.js";

/** issue 25: a route's time is its great-circle length at this average speed of a courier in the city (km/h). */
export const ROUTE_AVERAGE_SPEED_KMH = 25;
/** How long the optimiser may improve an order before it answers (ms). */
export const ROUTE_ORDERING_BUDGET_MS = 300;

/** One stop of a route: a service's pickup (its origin) or one of its drop-offs (its destinations). */
export interface RouteStopPoint {
  id: string;
  service: string;
  kind: "pickup" | "dropoff";
  point: Coordinates;
}

export interface RouteLength {
  km: number;
  minutes: number;
}

export interface OrderingOptions {
  /** A closed route comes back to its first stop; an open one ends at its last. */
  closed: boolean;
  budgetMs?: number;
  /** The clock the budget is measured on (tests and benchmarks may pass their own). */
  now?: () => number;
}

/** spec-free rule of issue 25: a service's pickup comes before every one of its drop-offs; the first breaking service, or null. */
export function precedenceBreach(stops: readonly RouteStopPoint[], order: readonly string[]): string | null {
  const byId = new Map(stops.map((s) => [s.id, s]));
  const picked = new Set<string>();
  for (const id of order) {
    const stop = byId.get(id);
    if (!stop) continue;
    if (stop.kind === "pickup") picked.add(stop.service);
    else if (!picked.has(stop.service) && stops.some((s) => s.service === stop.service && s.kind === "pickup")) return stop.service;
  }
  return null;
}

/** Length of the stops visited in this order, and the time it takes at ROUTE_AVERAGE_SPEED_KMH (whole minutes, rounded up). */
export function routeLength(points: readonly Coordinates[], closed: boolean): RouteLength {
  let km = 0;
  for (let i = 1; i < points.length; i++) km += haversineKm(points[i - 1], points[i]);
  if (closed && points.length > 1) km += haversineKm(points[points.length - 1], points[0]);
  return { km, minutes: Math.ceil((km / ROUTE_AVERAGE_SPEED_KMH) * 60) };
}

/**
 * The problem as arrays: stop i's pickup (or -1 when i is one, or the service has none) and its drop-offs. A tour is
 * cyclic with its position 0 fixed: the first stop of a closed route, or, for an open one, a free "anywhere" node at
 * distance 0 from every stop, so the last leg back to it costs nothing.
 */
class Problem {
  readonly n: number;
  readonly size: number;
  readonly dist: Float64Array;
  readonly pickupOf: Int32Array;
  readonly dropsOf: number[][];

  constructor(
    readonly stops: readonly RouteStopPoint[],
    readonly closed: boolean,
  ) {
    this.n = stops.length;
    this.size = this.n + 1;
    this.dist = new Float64Array(this.size * this.size);
    for (let a = 0; a < this.n; a++)
      for (let b = a + 1; b < this.n; b++) {
        const km = haversineKm(stops[a].point, stops[b].point);
        this.dist[a * this.size + b] = km;
        this.dist[b * this.size + a] = km;
      }
    const pickupIndex = new Map<string, number>();
    stops.forEach((s, i) => {
      if (s.kind === "pickup") pickupIndex.set(s.service, i);
    });
    this.pickupOf = Int32Array.from(stops, (s) => (s.kind === "dropoff" ? (pickupIndex.get(s.service) ?? -1) : -1));
    this.dropsOf = stops.map(() => []);
    this.pickupOf.forEach((p, i) => {
      if (p >= 0) this.dropsOf[p].push(i);
    });
  }

  d(a: number, b: number) {
    return this.dist[a * this.size + b];
  }

  /** The free start of an open route. */
  get anywhere() {
    return this.n;
  }

  length(tour: readonly number[]) {
    let km = 0;
    for (let k = 0; k < tour.length; k++) km += this.d(tour[k], tour[(k + 1) % tour.length]);
    return km;
  }

  /** Nearest stop next among those allowed (a pickup, or a drop-off whose pickup is behind), from `first`. */
  nearestNeighbour(first: number): number[] {
    const visited = new Uint8Array(this.n);
    const tour = this.closed ? [] : [this.anywhere];
    let at = first;
    for (let step = 0; step < this.n; step++) {
      tour.push(at);
      visited[at] = 1;
      let next = -1;
      for (let i = 0; i < this.n; i++) {
        if (visited[i] || (this.pickupOf[i] >= 0 && !visited[this.pickupOf[i]])) continue;
        if (next < 0 || this.d(at, i) < this.d(at, next)) next = i;
      }
      at = next;
    }
    return tour;
  }

  /** The stops of a tour, without the free start of an open route. */
  stopsOf(tour: readonly number[]) {
    return (this.closed ? tour : tour.slice(1)).map((i) => this.stops[i].id);
  }
}

const firstPickup = (problem: Problem) =>
  Math.max(
    0,
    problem.stops.findIndex((s) => s.kind === "pickup"),
  );

/** Nearest stop next, starting at the first pickup given: the baseline the optimiser never does worse than. */
export function nearestNeighbourOrder(stops: readonly RouteStopPoint[], closed: boolean): string[] {
  if (stops.length === 0) return [];
  const problem = new Problem(stops, closed);
  return problem.stopsOf(problem.nearestNeighbour(firstPickup(problem)));
}

const EPSILON = 1e-9;

/** Reversing tour[i..j] keeps every pickup before its drop-offs only when no pair lies inside it. */
function reversible(problem: Problem, tour: number[], pos: Int32Array, i: number, j: number) {
  for (let k = i; k <= j; k++) {
    const pickup = problem.pickupOf[tour[k]];
    if (pickup >= 0 && pos[pickup] >= i) return false;
  }
  return true;
}

/** Moving tour[i..i+len-1] after position p keeps precedence: forwards past none of its drop-offs, backwards past none of its pickups. */
function movable(problem: Problem, tour: number[], pos: Int32Array, i: number, len: number, p: number) {
  for (let k = i; k < i + len; k++) {
    const stop = tour[k];
    if (p > i) {
      for (const drop of problem.dropsOf[stop]) if (pos[drop] >= i + len && pos[drop] <= p) return false;
    } else {
      const pickup = problem.pickupOf[stop];
      if (pickup >= 0 && pos[pickup] > p && pos[pickup] < i) return false;
    }
  }
  return true;
}

function positions(tour: number[], pos: Int32Array) {
  tour.forEach((stop, k) => {
    pos[stop] = k;
  });
}

/** One first-improving 2-opt move; true when the tour changed. */
function twoOpt(problem: Problem, tour: number[], pos: Int32Array, timeLeft: () => boolean) {
  const m = tour.length;
  for (let i = 1; i < m - 1; i++) {
    if (!timeLeft()) return false;
    for (let j = i + 1; j < m; j++) {
      const a = tour[i - 1];
      const b = tour[(j + 1) % m];
      const delta = problem.d(a, tour[j]) + problem.d(tour[i], b) - problem.d(a, tour[i]) - problem.d(tour[j], b);
      if (delta < -EPSILON && reversible(problem, tour, pos, i, j)) {
        const reversed = tour.slice(i, j + 1).reverse();
        tour.splice(i, reversed.length, ...reversed);
        positions(tour, pos);
        return true;
      }
    }
  }
  return false;
}

/** One first-improving Or-opt move (one to three consecutive stops elsewhere); true when the tour changed. */
function orOpt(problem: Problem, tour: number[], pos: Int32Array, timeLeft: () => boolean) {
  const m = tour.length;
  for (let len = 1; len <= 3; len++)
    for (let i = 1; i + len - 1 < m; i++) {
      if (!timeLeft()) return false;
      const first = tour[i];
      const last = tour[i + len - 1];
      const before = tour[i - 1];
      const after = tour[(i + len) % m];
      const gain = problem.d(before, first) + problem.d(last, after) - problem.d(before, after);
      for (let p = 0; p < m; p++) {
        if (p >= i - 1 && p <= i + len - 1) continue;
        const c = tour[p];
        const e = tour[(p + 1) % m];
        const cost = problem.d(c, first) + problem.d(last, e) - problem.d(c, e);
        if (cost - gain < -EPSILON && movable(problem, tour, pos, i, len, p)) {
          const segment = tour.splice(i, len);
          tour.splice(p > i ? p - len + 1 : p + 1, 0, ...segment);
          positions(tour, pos);
          return true;
        }
      }
    }
  return false;
}

/**
 * issue 25: the order to visit a route's stops. Nearest neighbour from the first pickup given (then from each other
 * pickup while time is left, keeping the shortest), improved by 2-opt and Or-opt moves that keep every pickup before
 * its drop-offs, until none shortens the route or the budget is spent. Never longer than `nearestNeighbourOrder`.
 */
export function orderStops(stops: readonly RouteStopPoint[], options: OrderingOptions): string[] {
  if (stops.length < 2) return stops.map((s) => s.id);
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.budgetMs ?? ROUTE_ORDERING_BUDGET_MS);
  const timeLeft = () => now() < deadline;
  const problem = new Problem(stops, options.closed);
  const start = firstPickup(problem);
  let tour = problem.nearestNeighbour(start);
  let best = problem.length(tour);
  for (let i = 0; i < problem.n && timeLeft(); i++) {
    if (i === start || problem.pickupOf[i] >= 0) continue;
    const other = problem.nearestNeighbour(i);
    const km = problem.length(other);
    if (km < best - EPSILON) [tour, best] = [other, km];
  }
  const pos = new Int32Array(problem.size);
  positions(tour, pos);
  while (timeLeft() && (twoOpt(problem, tour, pos, timeLeft) || orOpt(problem, tour, pos, timeLeft)));
  return problem.stopsOf(tour);
}
