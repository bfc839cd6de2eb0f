import { describe, expect, it } from "vitest";
import type { GeozoneShape } from "./geometry.js";
import { type CourierQueueState, type QueuedZone, queueOrder, queueZoneFor } from "./queue.js";

const square = (west: number, south: number, side = 0.01): GeozoneShape => ({
  type: "MultiPolygon",
  coordinates: [
    [
      [
        [west, south],
        [west + side, south],
        [west + side, south + side],
        [west, south + side],
        [west, south],
      ],
    ],
  ],
});
// Chapinero (queued first) and Teusaquillo overlap on 4.645–4.65 N, -74.065–-74.06 W; Usaquén is apart.
const chapinero: QueuedZone = { id: "q-chapinero", shape: square(-74.07, 4.64), queuedAt: new Date("2026-11-20T10:00:00Z") };
const teusaquillo: QueuedZone = { id: "q-teusaquillo", shape: square(-74.065, 4.645), queuedAt: new Date("2026-11-21T10:00:00Z") };
const usaquen: QueuedZone = { id: "q-usaquen", shape: square(-74.04, 4.69), queuedAt: new Date("2026-11-19T10:00:00Z") };
const zones = [teusaquillo, usaquen, chapinero];

const free: CourierQueueState = { online: true, busy: false, point: { latitude: 4.642, longitude: -74.068 }, current: null };
const inOverlap = { latitude: 4.647, longitude: -74.062 };

describe("which queue a courier waits in (issue 12)", () => {
  it("puts an online courier without a service in the queue of the zone they are in", () => {
    expect(queueZoneFor(free, zones)).toBe("q-chapinero");
    expect(queueZoneFor({ ...free, point: { latitude: 4.695, longitude: -74.035 } }, zones)).toBe("q-usaquen");
  });

  it("keeps out a courier offline, with a service in hand, without a known point or outside every queued zone", () => {
    expect(queueZoneFor({ ...free, online: false }, zones)).toBeNull();
    expect(queueZoneFor({ ...free, busy: true }, zones)).toBeNull();
    expect(queueZoneFor({ ...free, point: null }, zones)).toBeNull();
    expect(queueZoneFor({ ...free, point: { latitude: 4.6, longitude: -74.1 } }, zones)).toBeNull();
    expect(queueZoneFor(free, [])).toBeNull();
  });

  it("in overlapping zones keeps the queue the courier is in, else picks the zone queued first", () => {
    expect(queueZoneFor({ ...free, point: inOverlap }, zones)).toBe("q-chapinero");
    expect(queueZoneFor({ ...free, point: inOverlap, current: "q-teusaquillo" }, zones)).toBe("q-teusaquillo");
    expect(queueZoneFor({ ...free, point: inOverlap, current: "q-usaquen" }, zones)).toBe("q-chapinero");
    // Leaving Chapinero for the part of Teusaquillo outside it moves the courier to Teusaquillo's queue.
    expect(queueZoneFor({ ...free, point: { latitude: 4.652, longitude: -74.058 }, current: "q-chapinero" }, zones)).toBe("q-teusaquillo");
  });

  it("a zone on its edge counts as inside", () => {
    expect(queueZoneFor({ ...free, point: { latitude: 4.64, longitude: -74.07 } }, [chapinero])).toBe("q-chapinero");
  });
});

describe("queue order (issue 12)", () => {
  it("is first in first out, ties by id, with positions from 1", () => {
    const entries = [
      { id: "c", enteredAt: new Date("2026-11-25T12:00:05Z") },
      { id: "b", enteredAt: new Date("2026-11-25T12:00:01Z") },
      { id: "a", enteredAt: new Date("2026-11-25T12:00:05Z") },
    ];
    expect(queueOrder(entries).map((e) => [e.position, e.id])).toEqual([
      [1, "b"],
      [2, "a"],
      [3, "c"],
    ]);
    expect(queueOrder([])).toEqual([]);
  });

  it("sends a courier back free to the end of the queue", () => {
    const before = [
      { id: "first", enteredAt: new Date("2026-11-25T12:00:00Z") },
      { id: "second", enteredAt: new Date("2026-11-25T12:01:00Z") },
    ];
    const firstTookAService = before.filter((e) => e.id !== "first");
    const firstBack = [...firstTookAService, { id: "first", enteredAt: new Date("2026-11-25T12:30:00Z") }];
    expect(queueOrder(firstTookAService).map((e) => [e.position, e.id])).toEqual([[1, "second"]]);
    expect(queueOrder(firstBack).map((e) => [e.position, e.id])).toEqual([
      [1, "second"],
      [2, "first"],
    ]);
  });
});
