import { describe, expect, it } from "vitest";
import { firstEscalation, nextEscalation, reachOf } from "./escalation.js";
import { dispatchPlan, serviceModeRefusal } from "./modes.js";
import { DEFAULT_DIFFUSION_SETTINGS } from "./settings.js";
import { offerTargets, rankForPlan } from "./targets.js";
import { courier, planeTravel, service } from "./test-fixtures.js";

const settings = { ...DEFAULT_DIFFUSION_SETTINGS, couriers_per_offer: 2 };
const context = { now: 0, travel: planeTravel, use_working_hours: true, settings, size: 1, radius_km: 6 };
const couriers = [
  courier("ana", { position: { x: 1, y: 0 }, queue_position: 3 }),
  courier("luis", { position: { x: 2, y: 0 }, queue_position: 1 }),
  courier("pedro", { position: { x: 2.5, y: 0 } }),
  courier("sara", { position: { x: 5, y: 0 }, queue_position: 2 }),
];
const ids = (list: { id: string }[]) => list.map((c) => c.id);
const targets = (mode: Parameters<typeof dispatchPlan>[0], strategy: Parameters<typeof dispatchPlan>[1], asked: string[] = []) => {
  const plan = dispatchPlan(mode, strategy);
  const ranking = rankForPlan(plan, service("s"), couriers, context);
  return ids(offerTargets(plan, ranking, reachOf("next_courier", settings), new Set(asked)));
};

describe("service modes (spec §3, issue 22)", () => {
  it("maps each mode to what the engine does", () => {
    expect(dispatchPlan("manual", "nearest")).toEqual({ kind: "manual" });
    expect(dispatchPlan("auto_assignment", "nearest")).toEqual({ kind: "assign", source: "ranked" });
    expect(dispatchPlan("auto_assignment", "broadcast")).toEqual({ kind: "offer", source: "radius" });
    expect(dispatchPlan("auto_assignment", "one_by_one")).toEqual({ kind: "offer", source: "ranked" });
    expect(dispatchPlan("auto_assignment_queued", "one_by_one")).toEqual({ kind: "assign", source: "queue" });
    expect(dispatchPlan("a_assign_queued_accept", "broadcast")).toEqual({ kind: "offer", source: "queue" });
  });

  // Scores: luis 4 (4 min away, first in queue), pedro 5, ana 6 (2 min away, third in queue), sara beyond 3 km.
  it("asks nobody in manual mode, the best at once, everyone within 3 km when broadcasting, two at a time one by one", () => {
    expect(targets("manual", "nearest")).toEqual([]);
    expect(targets("auto_assignment", "nearest")).toEqual(["luis"]);
    expect(targets("auto_assignment", "broadcast")).toEqual(["luis", "pedro", "ana"]);
    expect(targets("auto_assignment", "one_by_one")).toEqual(["luis", "pedro"]);
    expect(targets("auto_assignment", "one_by_one", ["luis", "pedro"])).toEqual(["ana"]);
  });

  it("takes the first of the origin's queue, and offers in queue order one at a time", () => {
    expect(targets("auto_assignment_queued", "nearest")).toEqual(["luis"]);
    expect(targets("a_assign_queued_accept", "nearest")).toEqual(["luis"]);
    expect(targets("a_assign_queued_accept", "nearest", ["luis"])).toEqual(["ana"]);
    const plan = dispatchPlan("a_assign_queued_accept", "nearest");
    const ranking = rankForPlan(plan, service("s"), couriers, context);
    expect(ranking.excluded.map((e) => [e.candidate.id, e.reason])).toEqual([["pedro", "not_in_queue"]]);
  });

  it("refuses a queued mode while the headquarter has no queued geozone", () => {
    expect(serviceModeRefusal("auto_assignment_queued", 0)).toBe("Primero debe definir una geozona para la cola");
    expect(serviceModeRefusal("a_assign_queued_accept", 0)).toBe("Primero debe definir una geozona para la cola");
    expect(serviceModeRefusal("a_assign_queued_accept", 1)).toBeNull();
    expect(serviceModeRefusal("auto_assignment", 0)).toBeNull();
  });
});

describe("escalation (issue 22)", () => {
  it("goes next courier → wider radius → broadcast → desk", () => {
    expect(nextEscalation(settings, "next_courier", true)).toBe("next_courier");
    expect(nextEscalation(settings, "next_courier", false)).toBe("wider_radius");
    expect(nextEscalation(settings, "wider_radius", true)).toBe("wider_radius");
    expect(nextEscalation(settings, "wider_radius", false)).toBe("broadcast");
    expect(nextEscalation(settings, "broadcast", true)).toBe("desk");
    expect(nextEscalation(settings, "desk", true)).toBe("desk");
  });

  it("follows the headquarter's own order, and ends at the desk even when the order leaves it out", () => {
    expect(firstEscalation(settings)).toBe("next_courier");
    expect(firstEscalation({ escalation: ["broadcast", "desk"] })).toBe("broadcast");
    expect(nextEscalation({ escalation: ["broadcast", "desk"] }, "broadcast", false)).toBe("desk");
    expect(nextEscalation({ escalation: ["next_courier"] }, "next_courier", false)).toBe("desk");
  });

  it("reaches 3 km two at a time, then 6 km, then everyone in 6 km, then nobody", () => {
    expect(reachOf("next_courier", settings)).toEqual({ step: "next_courier", radius_km: 3, at_once: 2 });
    expect(reachOf("wider_radius", settings)).toEqual({ step: "wider_radius", radius_km: 6, at_once: 2 });
    expect(reachOf("broadcast", settings)).toEqual({ step: "broadcast", radius_km: 6, at_once: null });
    expect(reachOf("desk", settings)).toEqual({ step: "desk", radius_km: 0, at_once: 0 });
  });
});
