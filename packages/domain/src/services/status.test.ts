import { describe, expect, it } from "vitest";
import { isOperable, operableFrom, waitsToOperate } from "./operability.js";
import { compareServices } from "./ordering.js";
import { roundRating, shownRating } from "./rating.js";
import { belongsToTab, canTransition, SERVICE_STATUSES, type ServiceStatus, TRANSITIONS, tabCount, transitionRefusal } from "./status.js";

// spec §4, written out: the status each action leads to from each status, "-" when it is refused.
const ACTIONS = ["assign", "unassign", "reassign", "spread", "cancel", "accept", "start", "arrive", "finish"] as const;
// biome-ignore format: a table reads better aligned
const MATRIX: Record<ServiceStatus, readonly string[]> = {
  //           assign      unassign     reassign    spread     cancel       accept      start          arrive         finish
  by_assign:   ["assigned", "-",         "-",        "pending", "cancelled", "-",        "-",           "-",           "-"],
  scheduled:   ["assigned", "-",         "-",        "pending", "cancelled", "-",        "-",           "-",           "-"],
  pending:     ["assigned", "by_assign", "assigned", "-",       "cancelled", "assigned", "-",           "-",           "-"],
  assigned:    ["-",        "by_assign", "assigned", "-",       "cancelled", "assigned", "in_progress", "-",           "finished"],
  in_progress: ["-",        "by_assign", "assigned", "-",       "cancelled", "-",        "-",           "in_progress", "finished"],
  finished:    ["-",        "-",         "-",        "-",       "-",         "-",        "-",           "-",           "-"],
  cancelled:   ["-",        "-",         "-",        "-",       "-",         "-",        "-",           "-",           "-"],
};

describe("service transitions (spec §4)", () => {
  const cases = (Object.keys(MATRIX) as ServiceStatus[]).flatMap((from) =>
    ACTIONS.map((action, column) => [action, from, MATRIX[from][column]] as const),
  );
  it.each(cases)("%s from %s leads to %s", (action, from, to) => {
    expect(canTransition(action, from)).toBe(to !== "-");
    if (to !== "-") expect(TRANSITIONS[action].to).toBe(to);
  });
  it("covers every action and every status", () => {
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...ACTIONS].sort());
    expect([...SERVICE_STATUSES].sort()).toEqual(Object.keys(MATRIX).sort());
  });
  it("explains a refusal in Spanish", () => {
    expect(transitionRefusal("cancel", "finished")).toBe("No se puede cancelar un servicio en estado finalizado");
    expect(transitionRefusal("spread", "assigned")).toBe("No se puede difundir un servicio en estado asignado");
    expect(transitionRefusal("finish", "by_assign")).toBe("No se puede finalizar un servicio en estado por asignar");
  });
});

describe("tabs and ordering (spec §4)", () => {
  it("keeps finished and cancelled out of the active tab", () => {
    expect(belongsToTab("assigned", "active_status")).toBe(true);
    expect(belongsToTab("finished", "active_status")).toBe(false);
    expect(belongsToTab("cancelled", "cancelled")).toBe(true);
    expect(belongsToTab("assigned", "pending")).toBe(false);
  });
  it("counts in 'Activos' every status but finished and cancelled", () => {
    const counts = { by_assign: 1, scheduled: 2, pending: 4, assigned: 8, in_progress: 16, finished: 32, cancelled: 64 };
    expect(tabCount("active_status", counts)).toBe(31);
    expect(tabCount("pending", counts)).toBe(4);
    expect(tabCount("cancelled", counts)).toBe(64);
  });
  it("orders by status group, then consecutive by the listing order", () => {
    const list = [
      { status: "in_progress" as const, consecutive: 1 },
      { status: "assigned" as const, consecutive: 5 },
      { status: "pending" as const, consecutive: 3 },
      { status: "by_assign" as const, consecutive: 9 },
    ];
    expect([...list].sort(compareServices(1)).map((s) => s.consecutive)).toEqual([9, 3, 5, 1]);
    expect([...list].sort(compareServices(-1)).map((s) => s.consecutive)).toEqual([9, 5, 3, 1]);
  });
});

describe("scheduled operability (spec §4)", () => {
  const at = "2026-11-21T15:00:00.000Z";
  const service = { is_scheduled: true, scheduled_at: at, max_time_to_operate_scheduled_services: 30 };
  it("is operable from scheduled time minus the service's minutes", () => {
    expect(operableFrom(service, 60)).toEqual(new Date("2026-11-21T14:30:00.000Z"));
  });
  it("falls back to the type's minutes, then to none", () => {
    expect(operableFrom({ ...service, max_time_to_operate_scheduled_services: null }, 60)).toEqual(new Date("2026-11-21T14:00:00.000Z"));
    expect(operableFrom({ ...service, max_time_to_operate_scheduled_services: null }, null)).toEqual(new Date(at));
  });
  it("has no start for unscheduled services", () => {
    expect(operableFrom({ is_scheduled: false, scheduled_at: null, max_time_to_operate_scheduled_services: null }, 60)).toBeNull();
  });
  it("is operable exactly from operable_at, and always without one", () => {
    const scheduled = { operable_at: "2026-11-21T14:30:00.000Z" };
    expect(isOperable(scheduled, new Date("2026-11-21T14:29:59.999Z"))).toBe(false);
    expect(isOperable(scheduled, new Date("2026-11-21T14:30:00.000Z"))).toBe(true);
    expect(isOperable({ operable_at: null }, new Date("2026-11-21T14:00:00.000Z"))).toBe(true);
  });
  it("lets a scheduled service that is not operable yet only be cancelled", () => {
    const early = { status: "scheduled" as const, operable_at: "2026-11-21T14:30:00.000Z" };
    const before = new Date("2026-11-21T14:00:00.000Z");
    expect(waitsToOperate("assign", early, before)).toBe(true);
    expect(waitsToOperate("spread", early, before)).toBe(true);
    expect(waitsToOperate("cancel", early, before)).toBe(false);
    expect(waitsToOperate("assign", early, new Date("2026-11-21T14:30:00.000Z"))).toBe(false);
    expect(waitsToOperate("assign", { status: "by_assign", operable_at: "2026-11-21T14:30:00.000Z" }, before)).toBe(false);
  });
});

describe("rating rounding (spec §5)", () => {
  it("turns a fraction above .5 into .5 and keeps the rest", () => {
    expect(roundRating(4.7)).toBe(4.5);
    expect(roundRating(4.5)).toBe(4.5);
    expect(roundRating(4.3)).toBe(4.3);
    expect(roundRating(5)).toBe(5);
  });
  it("shows no stars for a courier nobody has rated yet", () => {
    expect(shownRating(4.7, 0)).toBeNull();
    expect(shownRating(4.7, 3)).toBe(4.5);
  });
});
