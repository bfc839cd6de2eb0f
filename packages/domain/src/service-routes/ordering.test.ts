import { describe, expect, it } from "vitest";
import { nearestNeighbourOrder, orderStops, precedenceBreach, type RouteStopPoint, routeLength } from "./ordering.js";

/** A stop on the equator, `x` hundredths of a degree east: 1.111949 km apart per unit. */
const at = (id: string, service: string, kind: RouteStopPoint["kind"], x: number, y = 0): RouteStopPoint => ({
  id,
  service,
  kind,
  point: { latitude: y / 100, longitude: x / 100 },
});
const pointsOf = (stops: RouteStopPoint[], order: string[]) => order.map((id) => stops.find((s) => s.id === id)?.point ?? stops[0].point);

/** A repeatable pseudo-random sequence (no Math.random in tests). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function randomStops(services: number, seed: number, dropsPerService = 1): RouteStopPoint[] {
  const next = sequence(seed);
  return Array.from({ length: services }, (_, s) => [
    at(`p${s}`, `s${s}`, "pickup", next() * 20, next() * 20),
    ...Array.from({ length: dropsPerService }, (_, d) => at(`d${s}-${d}`, `s${s}`, "dropoff", next() * 20, next() * 20)),
  ]).flat();
}

describe("route length", () => {
  it("adds the legs at the average speed, and the way back on a closed route", () => {
    const line = [at("a", "s", "pickup", 0), at("b", "s", "dropoff", 3)].map((s) => s.point);
    const open = routeLength(line, false);
    expect(open.km).toBeCloseTo(3.335848, 5);
    expect(open.minutes).toBe(9);
    const closed = routeLength(line, true);
    expect(closed.km).toBeCloseTo(6.671696, 5);
    expect(closed.minutes).toBe(17);
    expect(routeLength([], true)).toEqual({ km: 0, minutes: 0 });
  });
});

describe("precedence", () => {
  const stops = [at("pa", "a", "pickup", 0), at("da", "a", "dropoff", 1), at("pb", "b", "pickup", 2), at("db", "b", "dropoff", 3)];
  it("names the first service delivered before it is picked up", () => {
    expect(precedenceBreach(stops, ["pa", "da", "pb", "db"])).toBeNull();
    expect(precedenceBreach(stops, ["pa", "db", "pb", "da"])).toBe("b");
  });
  it("lets a drop-off without its pickup in the route go anywhere", () => {
    expect(precedenceBreach([at("dz", "z", "dropoff", 0), ...stops], ["dz", "pa", "da", "pb", "db"])).toBeNull();
  });
});

describe("ordering small routes", () => {
  it("picks up both services on the way and delivers the nearer first", () => {
    const stops = [at("pa", "a", "pickup", 0), at("da", "a", "dropoff", 3), at("pb", "b", "pickup", 1), at("db", "b", "dropoff", 2)];
    expect(orderStops(stops, { closed: false })).toEqual(["pa", "pb", "db", "da"]);
  });

  it("never delivers before picking up, even when the drop-off is next door", () => {
    // From the pickup at 0 the drop-off of b (near 1) is nearest, but b is picked up at 10: nearest neighbour goes on
    // to a's drop-off; the best route starts at b's pickup and passes a's on the way back.
    const stops = [at("pa", "a", "pickup", 0), at("db", "b", "dropoff", 1, 1), at("da", "a", "dropoff", 3), at("pb", "b", "pickup", 10)];
    expect(nearestNeighbourOrder(stops, false)).toEqual(["pa", "da", "pb", "db"]);
    expect(orderStops(stops, { closed: false })).toEqual(["pb", "db", "pa", "da"]);
  });

  it("undoes the crossing nearest neighbour leaves on a closed route", () => {
    // Four corners of a square and a pickup in the middle of the bottom edge.
    const stops = [
      at("p", "a", "pickup", 5, 0),
      at("d1", "a", "dropoff", 10, 0),
      at("d2", "a", "dropoff", 10, 10),
      at("d3", "a", "dropoff", 0, 10),
      at("d4", "a", "dropoff", 0, 0),
    ];
    const order = orderStops(stops, { closed: true });
    expect(order).toEqual(["p", "d1", "d2", "d3", "d4"]);
    expect(routeLength(pointsOf(stops, order), true).km).toBeCloseTo(44.476, 2);
  });

  it("answers one stop or none as given", () => {
    expect(orderStops([], { closed: true })).toEqual([]);
    expect(orderStops([at("p", "a", "pickup", 0)], { closed: false })).toEqual(["p"]);
  });
});

describe("ordering invariants", () => {
  const cases = [
    { services: 10, seed: 1, drops: 1, closed: false },
    { services: 25, seed: 7, drops: 1, closed: true },
    { services: 12, seed: 42, drops: 3, closed: false },
    { services: 40, seed: 2026, drops: 2, closed: true },
  ];
  for (const c of cases) {
    it(`keeps every stop once, pickups first, never longer than nearest neighbour (${c.services} services, ${c.drops} drop-offs each, ${c.closed ? "closed" : "open"})`, () => {
      const stops = randomStops(c.services, c.seed, c.drops);
      const order = orderStops(stops, { closed: c.closed });
      expect([...order].sort()).toEqual(stops.map((s) => s.id).sort());
      expect(precedenceBreach(stops, order)).toBeNull();
      const nearest = nearestNeighbourOrder(stops, c.closed);
      expect(precedenceBreach(stops, nearest)).toBeNull();
      expect(routeLength(pointsOf(stops, order), c.closed).km).toBeLessThanOrEqual(routeLength(pointsOf(stops, nearest), c.closed).km);
    });
  }

  it("stops improving when the budget is spent and still answers a valid order", () => {
    const stops = randomStops(30, 5);
    let clock = 0;
    const order = orderStops(stops, { closed: false, budgetMs: 0, now: () => clock++ });
    expect(order).toEqual(nearestNeighbourOrder(stops, false));
  });
});
