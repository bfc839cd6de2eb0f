// issue 25: ordering a route's stops in packages/domain (orderStops), 50 and 200 stops (each service a pickup and a
// drop-off, spread over Bogotá), open routes: the time it takes with the default budget (ROUTE_ORDERING_BUDGET_MS),
// and its length beside the baselines measured in the same run: the stops in the order they were added (unsorted)
// and nearest neighbour alone. A tenfold budget shows what the default leaves on the table.
import { availableParallelism, loadavg } from "node:os";
import {
  type Coordinates,
  nearestNeighbourOrder,
  orderStops,
  ROUTE_ORDERING_BUDGET_MS,
  type RouteStopPoint,
  routeLength,
} from "@despacho/domain";

const INSTANCES = 10;
const SIZES = [50, 200];

// A seeded generator, so every run orders the same routes.
let seed = 25;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const bogota = (): Coordinates => ({ latitude: 4.55 + random() * 0.2, longitude: -74.2 + random() * 0.15 });

function route(stops: number): RouteStopPoint[] {
  return Array.from({ length: stops / 2 }, (_, s) => [
    { id: `p${s}`, service: `s${s}`, kind: "pickup" as const, point: bogota() },
    { id: `d${s}`, service: `s${s}`, kind: "dropoff" as const, point: bogota() },
  ]).flat();
}

const kmOf = (stops: RouteStopPoint[], order: string[]) => {
  const byId = new Map(stops.map((s) => [s.id, s.point]));
  return routeLength(
    order.map((id) => byId.get(id) as Coordinates),
    false,
  ).km;
};

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value: number, digits = 1) => value.toFixed(digits).padStart(8);

console.log(`Route ordering, ${INSTANCES} seeded open routes per size; ${availableParallelism()} cores, load ${loadavg()[0].toFixed(2)}`);
console.log(`Default budget ${ROUTE_ORDERING_BUDGET_MS} ms; lengths in km (median of the instances), times in ms (median / max).`);
console.log("stops   unsorted  nearest  ordered  vs unsorted  vs nearest   NN ms   ordered ms (med/max)   10x budget km");
for (const size of SIZES) {
  const rows = Array.from({ length: INSTANCES }, () => {
    const stops = route(size);
    const unsorted = kmOf(
      stops,
      stops.map((s) => s.id),
    );
    const nearest = timed(() => nearestNeighbourOrder(stops, false));
    const ordered = timed(() => orderStops(stops, { closed: false }));
    const longer = orderStops(stops, { closed: false, budgetMs: ROUTE_ORDERING_BUDGET_MS * 10 });
    return {
      unsorted,
      nearest: kmOf(stops, nearest.value),
      nearestMs: nearest.ms,
      ordered: kmOf(stops, ordered.value),
      orderedMs: ordered.ms,
      longer: kmOf(stops, longer),
    };
  });
  const pick = (key: keyof (typeof rows)[number]) => rows.map((r) => r[key]);
  const saving = (base: number[], against: number[]) => median(against.map((km, i) => (1 - km / base[i]) * 100));
  console.log(
    [
      String(size).padStart(5),
      fixed(median(pick("unsorted"))),
      fixed(median(pick("nearest"))),
      fixed(median(pick("ordered"))),
      `${fixed(saving(pick("unsorted"), pick("ordered")))} %`,
      `${fixed(saving(pick("nearest"), pick("ordered")))} %`,
      fixed(median(pick("nearestMs")), 2),
      `${fixed(median(pick("orderedMs")))} / ${fixed(Math.max(...pick("orderedMs")))}`,
      fixed(median(pick("longer"))),
    ].join("  "),
  );
}
console.log("What limits it: the budget (a route that is still improving stops at it) and the O(n²) neighbourhoods of");
console.log("2-opt and Or-opt, each move checked for pickups before drop-offs; distances are great-circle, not streets.");
