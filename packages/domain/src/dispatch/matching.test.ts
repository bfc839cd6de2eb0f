import { describe, expect, it } from "vitest";
import { formBundles } from "./bundles.js";
import { type MatchInput, matchPass } from "./matching.js";
import { bundleRoutes, routeOrder } from "./route.js";
import { DEFAULT_DIFFUSION_SETTINGS } from "./settings.js";
import { courier, planeTravel, type Spot, service } from "./test-fixtures.js";

const storeA = { x: 0, y: 0 };
const storeB = { x: 2, y: 0 };
const pass = (overrides: Partial<MatchInput<Spot>>) =>
  matchPass({ now: 0, services: [], candidates: [], settings: DEFAULT_DIFFUSION_SETTINGS, travel: planeTravel, ...overrides });
const byCourier = (matches: ReturnType<typeof pass>["matches"]) =>
  matches.map((m) => [m.courier.id, m.services.map((s) => s.id)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
const summary = (result: ReturnType<typeof pass>) => byCourier(result.matches);
/** The held bundles with the courier each waits for. */
const heldFor = (result: ReturnType<typeof pass>) => byCourier(result.held);

describe("bundling (issue 22)", () => {
  it("groups services of one origin whose ready times fall within the window, up to the largest bundle", () => {
    const services = [
      service("a1", { ready_at: 0 }),
      service("a2", { ready_at: 5 }),
      service("a3", { ready_at: 6 }),
      service("a4", { ready_at: 7 }),
      service("b1", { origin_key: "store-2", origin: storeB, ready_at: 1 }),
      service("a5", { ready_at: 3, type_id: "car" }),
    ];
    const bundles = formBundles(services, { max_size: 2, window_minutes: 5, now: 0 });
    expect(bundles.map((b) => [b.services.map((s) => s.id), b.ready_at])).toEqual([
      [["a1", "a2"], 5],
      [["a3", "a4"], 7],
      [["a5"], 3],
      [["b1"], 1],
    ]);
  });

  it("bundles services that are all ready already, however far apart their ready times were", () => {
    const services = [service("a1", { ready_at: 0 }), service("a2", { ready_at: 12 }), service("a3", { ready_at: 30 })];
    const bundles = formBundles(services, { max_size: 3, window_minutes: 5, now: 20 });
    expect(bundles.map((b) => b.services.map((s) => s.id))).toEqual([["a1", "a2"], ["a3"]]);
  });
});

describe("an engine pass (issue 22)", () => {
  it("gives two close services of one store to one courier, the other store's to the next best", () => {
    const result = pass({
      services: [service("a1"), service("a2", { ready_at: 2 }), service("b1", { origin_key: "store-2", origin: storeB })],
      candidates: [courier("ana", { position: { x: 0.5, y: 0 } }), courier("luis", { position: { x: 2.5, y: 0 } })],
    });
    expect(summary(result)).toEqual([
      ["ana", ["a1", "a2"]],
      ["luis", ["b1"]],
    ]);
  });

  it("never puts a courier over its limit: a bundle too big for anyone is split", () => {
    const result = pass({
      services: [service("a1"), service("a2")],
      candidates: [courier("ana", { active_services: 1 }), courier("luis", { active_services: 1, position: { x: 1, y: 0 } })],
    });
    expect(summary(result)).toEqual([
      ["ana", ["a1"]],
      ["luis", ["a2"]],
    ]);
  });

  it("gives a service to one courier only and says which services nobody could take", () => {
    const result = pass({
      services: [service("a1"), service("b1", { origin_key: "store-2", origin: storeB })],
      candidates: [courier("ana")],
    });
    expect(summary(result)).toEqual([["ana", ["a1"]]]);
    expect(result.unmatched.map((s) => s.id)).toEqual(["b1"]);
  });

  it("lets a contested courier go where it saves the most, not to whoever asked first", () => {
    const result = pass({
      services: [service("a1"), service("b1", { origin_key: "store-2", origin: storeB })],
      candidates: [courier("ana", { position: { x: 1.8, y: 0 } }), courier("luis", { position: { x: 0.5, y: 0 } })],
    });
    expect(summary(result)).toEqual([
      ["ana", ["b1"]],
      ["luis", ["a1"]],
    ]);
  });

  it("gives a contested courier to the bundle that serves more customers: 4 minutes a service beyond the first", () => {
    // Ana is 2.4 minutes from store A's two services and 1.6 from store B's one: 2.4 - 4 beats 1.6.
    const services = [service("a1"), service("a2"), service("b1", { origin_key: "store-2", origin: storeB })];
    const result = pass({ services, candidates: [courier("ana", { position: { x: 1.2, y: 0 } })] });
    expect(summary(result)).toEqual([["ana", ["a1", "a2"]]]);
    expect(result.unmatched.map((s) => s.id)).toEqual(["b1"]);
  });

  it("holds a service back while even its best courier would wait long at the origin", () => {
    const services = [service("a1", { ready_at: 20 }), service("b1", { origin_key: "store-2", origin: storeB, ready_at: 6 })];
    const result = pass({ services, candidates: [courier("ana"), courier("luis")], hold_minutes: 5 });
    expect(summary(result)).toEqual([["ana", ["b1"]]]);
    expect(heldFor(result)).toEqual([["ana", ["a1"]]]);
  });

  it("does not hold back a service only one courier may take, however early it would arrive", () => {
    // Luis's shift ends before a1 is ready: Ana is a1's only courier, so holding a1 would only risk her taking b1.
    const services = [service("a1", { ready_at: 20 }), service("b1", { origin_key: "store-2", origin: storeB, ready_at: 6 })];
    const candidates = [courier("ana"), courier("luis", { shift_ends_at: 10 })];
    const result = pass({ services, candidates, hold_minutes: 5 });
    expect(summary(result)).toEqual([
      ["ana", ["a1"]],
      ["luis", ["b1"]],
    ]);
    expect(result.matches.find((m) => m.courier.id === "ana")?.score.pickup_at).toBe(20);
    expect(result.held).toEqual([]);
  });

  it("holds a service back while its best courier is still busy for longer than the horizon", () => {
    const services = [service("a1"), service("b1", { origin_key: "store-2", origin: storeB })];
    const candidates = [
      courier("ana", { free_at: 6, active_services: 1 }),
      courier("luis", { position: storeB, free_at: 5, active_services: 1 }),
    ];
    const result = pass({ services, candidates, hold_minutes: 5 });
    expect(summary(result)).toEqual([["luis", ["b1"]]]);
    expect(heldFor(result)).toEqual([["ana", ["a1"]]]);
  });
});

describe("bundling with work in hand (issue 22)", () => {
  const onTheWay = (overrides = {}) =>
    courier("ana", {
      position: { x: 2.9, y: 0 },
      free_at: 20,
      active_services: 1,
      trip: { origin_key: "store-1", pickup_at: 8 },
      ...overrides,
    });

  it("lets a service ready by the pickup join the trip of a courier already on its way to its origin", () => {
    const result = pass({ services: [service("a1", { ready_at: 6 })], candidates: [onTheWay()], hold_minutes: 5 });
    expect(result.matches.map((m) => [m.courier.id, m.joins_trip, m.score.parts.travel, m.score.parts.wait, m.score.pickup_at])).toEqual([
      ["ana", true, 0, 8, 8],
    ]);
  });

  it("does not delay the pickup for a service ready after it, nor join another origin", () => {
    const later = pass({ services: [service("a1", { ready_at: 12 })], candidates: [onTheWay()], hold_minutes: 5 });
    expect(heldFor(later)).toEqual([["ana", ["a1"]]]);
    const other = pass({ services: [service("b1", { origin_key: "store-2", origin: storeB, ready_at: 6 })], candidates: [onTheWay()] });
    expect(other.matches.map((m) => [m.courier.id, m.joins_trip, m.score.parts.wait])).toEqual([["ana", false, 20]]);
  });

  it("never joins beyond the courier's maximum of active services", () => {
    const result = pass({ services: [service("a1", { ready_at: 6 })], candidates: [onTheWay({ active_services: 2 })] });
    expect(result.matches).toEqual([]);
    expect(result.unmatched.map((s) => s.id)).toEqual(["a1"]);
  });
});

describe("a bundle's route (issue 22)", () => {
  it("visits the customers in the order that keeps their total wait least", () => {
    const stops = [
      { id: "far", point: { x: 4, y: 0 } },
      { id: "near", point: { x: 1, y: 0 } },
      { id: "side", point: { x: 0, y: 3 } },
    ];
    expect(routeOrder(storeA, stops, planeTravel)).toEqual({ order: ["near", "far", "side"], arrivals: [2, 8, 18] });
    expect(routeOrder(storeA, stops, planeTravel, 4)).toEqual({ order: ["near", "far", "side"], arrivals: [2, 12, 26] });
  });

  it("numbers each service's stop in that order and names the others it goes with", () => {
    const inOrder = [
      { id: "near", consecutive: 124 },
      { id: "far", consecutive: 123 },
      { id: "side", consecutive: 125 },
    ];
    expect(Object.fromEntries(bundleRoutes(inOrder))).toEqual({
      near: { stop: 1, stops: 3, with: [123, 125] },
      far: { stop: 2, stops: 3, with: [124, 125] },
      side: { stop: 3, stops: 3, with: [124, 123] },
    });
    expect(bundleRoutes([{ id: "alone", consecutive: 7 }]).size).toBe(0);
  });
});

describe("one pass weighs every waiting service together (issue 22)", () => {
  // Three services wait at three stores; Ana stands by store B, Luis by store C; each takes one service at most.
  const storeC = { x: 0, y: 2 };
  const waiting = [
    service("a1", { ready_at: 0 }),
    service("b1", { origin_key: "store-2", origin: storeB, ready_at: 1 }),
    service("c1", { origin_key: "store-3", origin: storeC, ready_at: 2 }),
  ];
  const settings = { ...DEFAULT_DIFFUSION_SETTINGS, max_active_services: 1 };

  it("gives each courier the service it is nearest to, not the oldest waiting (first come would give a1 to Luis)", () => {
    const ana = courier("ana", { position: { x: 2.5, y: 0 } });
    const luis = courier("luis", { position: { x: 0, y: 2.25 } });
    const result = pass({ now: 3, services: waiting, candidates: [ana, luis], settings });
    expect(result.matches.map((m) => [m.courier.id, m.services.map((s) => s.id), m.score.km, m.score.total])).toEqual([
      ["luis", ["c1"], 0.25, 0.5],
      ["ana", ["b1"], 0.5, 1],
    ]);
    expect(result.unmatched.map((s) => s.id)).toEqual(["a1"]);
  });

  // Near store B: Ana half a kilometre away, Luis one and a half.
  const ana = courier("ana", { position: { x: 2.5, y: 0 } });
  const luis = courier("luis", { position: { x: 3.5, y: 0 } });

  it("sees each origin's couriers through its own view: its store's covenant priority groups", () => {
    const plain = pass({ now: 3, services: [waiting[1]], candidates: [ana, luis], settings });
    expect(plain.matches.map((m) => [m.courier.id, m.score.total])).toEqual([["ana", 1]]);
    // Store B's covenant names Luis in its only group: Ana, outside it, pays 5 minutes, more than her nearer trip saves.
    const named = pass({
      now: 3,
      services: [waiting[1]],
      candidates: [ana, luis],
      settings,
      viewAt: () => ({ candidates: [ana, { ...luis, priority_group: 1 }], priority_groups: 1 }),
    });
    expect(named.matches.map((m) => [m.courier.id, m.score.parts.priority, m.score.total])).toEqual([["luis", 0, 3]]);
  });

  it("in queue order: the first of the origin's queue gets it though another is nearer; nobody outside the queue", () => {
    const pedro = courier("pedro", { position: storeB });
    const queued = pass({
      now: 3,
      services: [waiting[1]],
      candidates: [{ ...ana, queue_position: 2 }, { ...luis, queue_position: 1 }, pedro],
      settings,
      order: "queue",
    });
    expect(queued.matches.map((m) => [m.courier.id, m.score.parts.queue])).toEqual([["luis", 0]]);
    const outside = pass({ now: 3, services: [waiting[1]], candidates: [pedro], settings, order: "queue" });
    expect(outside.unmatched.map((s) => s.id)).toEqual(["b1"]);
  });
});
