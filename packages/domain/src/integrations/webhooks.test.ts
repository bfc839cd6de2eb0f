import { describe, expect, it } from "vitest";
import { apiKeyBeyondCreator } from "./api-keys.js";
import { webhookEventsOf, webhookRetryDelayMs } from "./webhooks.js";

const changed = (
  status: string,
  previous_status: string,
  action: string,
  messenger: string | null = "m1",
  previous_messenger: string | null = null,
) =>
  webhookEventsOf({
    name: "service.changed",
    headquarter: "hq",
    payload: { service: "s1", consecutive: 7, owner: null, status, previous_status, action, messenger, previous_messenger },
  } as never).map((m) => m.event);

describe("webhooks of the domain events (issue 26)", () => {
  it("names a service's steps, and nothing for an edit that changes no step", () => {
    expect(changed("assigned", "by_assign", "assign")).toEqual(["service.assigned"]);
    expect(changed("assigned", "assigned", "reassign", "m2", "m1")).toEqual(["service.assigned"]);
    expect(changed("in_progress", "assigned", "start", "m1", "m1")).toEqual(["service.picked_up"]);
    expect(changed("finished", "in_progress", "finish", "m1", "m1")).toEqual(["service.finished"]);
    expect(changed("cancelled", "by_assign", "cancel", null)).toEqual(["service.cancelled"]);
    expect(changed("by_assign", "by_assign", "novelty", null)).toEqual(["service.novelty_added"]);
    expect(changed("by_assign", "by_assign", "edit", null)).toEqual([]);
    expect(changed("by_assign", "assigned", "unassign", null, "m1")).toEqual([]);
  });

  it("names a courier's presence and keeps it in the courier's order", () => {
    expect(webhookEventsOf({ name: "courier.presence-changed", headquarter: "hq", payload: { messenger: "m1", online: false } })).toEqual([
      { event: "courier.offline", data: { messenger: "m1" }, orderKey: "m1" },
    ]);
  });

  it("waits 30 s, then four times longer, at most 8 h, and gives up after the eighth attempt", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(webhookRetryDelayMs)).toEqual([
      30_000,
      120_000,
      480_000,
      1_920_000,
      7_680_000,
      28_800_000,
      28_800_000,
      null,
    ]);
  });

  it("refuses a key template beyond its creator, naming what is beyond", () => {
    expect(apiKeyBeyondCreator(["add_service"], ["add_service", "assign_service"])).toBeNull();
    expect(apiKeyBeyondCreator(["add_service", "assign_service", "view_map_menu"], ["add_service"])).toBe(
      "La plantilla da permisos que usted no tiene: assign_service, view_map_menu",
    );
  });
});
