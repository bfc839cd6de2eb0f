import { describe, expect, it } from "vitest";
import { bestCandidate, rankCandidates } from "./rank.js";
import { scoreCandidate } from "./score.js";
import { DEFAULT_DIFFUSION_SETTINGS } from "./settings.js";
import { courier, planeTravel, service } from "./test-fixtures.js";

const context = { now: 100, travel: planeTravel, use_working_hours: true };
const rankContext = { ...context, settings: DEFAULT_DIFFUSION_SETTINGS, size: 1, radius_km: 3 };

describe("the candidate's score (issue 22)", () => {
  it("adds travel, the wait for its current work, queue place, idle time, rating, hours and priority group", () => {
    const ana = courier("ana", {
      position: { x: 1.5, y: 2 },
      free_at: 104,
      active_services: 1,
      queue_position: 3,
      rating: 4.5,
      working: false,
      priority_group: 2,
    });
    expect(scoreCandidate(ana, service("s1", { ready_at: 110 }), context)).toEqual({
      total: 27.5,
      parts: { travel: 5, wait: 4, queue: 4, idle: 0, rating: -1.5, hours: 20, priority: 5, ready: -9 },
      km: 2.5,
      arrives_at: 109,
      pickup_at: 110,
    });
  });

  it("earns a minute back for every five idle, up to an hour idle", () => {
    const idle = (since: number) => scoreCandidate(courier("c", { idle_since: since }), service("s"), context).parts.idle;
    expect(idle(94)).toBe(-1.2);
    expect(idle(40)).toBe(-12);
    expect(idle(0)).toBe(-12);
    expect(scoreCandidate(courier("c"), service("s"), context).parts.idle).toBe(0);
  });

  it("puts a service's covenant priority groups first: 5 minutes a group after the first, outside every group after the last", () => {
    const priority = (group: number | null, groups: number) =>
      scoreCandidate(courier("c", { priority_group: group }), service("s"), { ...context, priority_groups: groups }).parts.priority;
    expect(priority(1, 3)).toBe(0);
    expect(priority(3, 3)).toBe(10);
    expect(priority(null, 3)).toBe(15);
    expect(priority(null, 0)).toBe(0);
    const member = courier("member", { position: { x: 2, y: 0 }, priority_group: 1 });
    const nearer = courier("nearer", { position: { x: 1, y: 0 } });
    const ranked = rankCandidates(service("s"), [nearer, member], { ...rankContext, priority_groups: 1 }).ranked;
    expect(ranked.map((r) => [r.candidate.id, r.score.total])).toEqual([
      ["member", 4],
      ["nearer", 7],
    ]);
  });

  it("does not charge being out of hours when the headquarter does not count working hours", () => {
    const out = courier("c", { working: false });
    expect(scoreCandidate(out, service("s"), { ...context, use_working_hours: false }).parts.hours).toBe(0);
  });

  it("gives back the minutes of the trip that pass while the service is still being prepared, never more", () => {
    const near = courier("near", { position: { x: 1, y: 0 } });
    const far = courier("far", { position: { x: 3, y: 0 }, idle_since: 70 });
    const ready = service("s", { ready_at: 106 });
    expect(scoreCandidate(near, ready, context).parts).toMatchObject({ travel: 2, ready: -2 });
    expect(scoreCandidate(far, ready, context).parts).toMatchObject({ travel: 6, ready: -6, idle: -6 });
    expect(bestCandidate(ready, [near, far], { ...rankContext, radius_km: 5 })?.candidate.id).toBe("far");
    expect(scoreCandidate(far, service("s", { ready_at: 104 }), context).parts).toMatchObject({ travel: 6, ready: -4 });
    expect(scoreCandidate(far, service("s", { ready_at: 90 }), context).parts.ready).toBe(0);
  });

  it("picks up when the courier arrives or when the service is ready, whichever is later", () => {
    const far = courier("c", { position: { x: 3, y: 0 } });
    expect(scoreCandidate(far, service("s", { ready_at: 102 }), context).pickup_at).toBe(106);
  });
});

describe("ranking (issue 22)", () => {
  it("orders by score, then the shorter trip, then the longest idle, then the id", () => {
    const near = courier("near", { position: { x: 1, y: 0 }, active_services: 1, free_at: 103 });
    const far = courier("far", { position: { x: 2.5, y: 0 } });
    const idleLong = courier("b-idle", { position: { x: 2, y: 0 }, idle_since: 80, active_services: 1, free_at: 103 });
    const idleShort = courier("a-idle", { position: { x: 2, y: 0 }, idle_since: 90, rating: 3.5, active_services: 1, free_at: 103 });
    const twinB = courier("twin-b", { position: { x: 0, y: 1 }, active_services: 2, free_at: 108 });
    const twinA = courier("twin-a", { position: { x: 0, y: 1 }, active_services: 2, free_at: 108 });
    const settings = { ...DEFAULT_DIFFUSION_SETTINGS, max_active_services: 3 };
    const { ranked } = rankCandidates(service("s"), [twinB, far, idleShort, near, twinA, idleLong], { ...rankContext, settings });
    expect(ranked.map((r) => [r.candidate.id, r.score.total])).toEqual([
      ["b-idle", 3],
      ["a-idle", 4.5],
      ["near", 5],
      ["far", 5],
      ["twin-a", 10],
      ["twin-b", 10],
    ]);
  });

  it("finds the same best candidate in one pass as the full ranking", () => {
    const candidates = [
      courier("x", { position: { x: 2, y: 0 } }),
      courier("y", { position: { x: 1, y: 1 } }),
      courier("z", { blocked: true }),
    ];
    expect(bestCandidate(service("s"), candidates, rankContext)?.candidate.id).toBe("y");
    expect(bestCandidate(service("s"), [courier("z", { online: false })], rankContext)).toBeNull();
  });
});
