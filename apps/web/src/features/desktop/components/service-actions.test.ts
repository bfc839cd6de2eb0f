import { describe, expect, it } from "vitest";
import { service } from "../testing/desk-fixtures";
import { allowedActions } from "./service-actions";

const courier = { uuid: "m-1", full_name: "Carlos Pérez", image_url: null };
const everything = { assign: true, change: true };
const assignOnly = { assign: true, change: false };
const changeOnly = { assign: false, change: true };
const nothing = { assign: false, change: false };
const now = new Date("2026-11-21T12:00:00.000Z");

describe("the actions a service offers (spec §4 transitions, §6 permissions)", () => {
  it.each([
    ["by_assign", null, ["assign", "spread", "cancel"]],
    ["scheduled", null, ["assign", "spread", "cancel"]],
    ["pending", null, ["assign", "unassign", "cancel"]],
    ["assigned", courier, ["reassign", "unassign", "finish", "cancel"]],
    ["in_progress", courier, ["reassign", "unassign", "finish", "cancel"]],
    ["finished", courier, []],
    ["cancelled", null, []],
  ] as const)("%s, to a user with assign_service and change_service", (status, messenger, expected) => {
    expect(allowedActions(service({ consecutive: 1, status, messenger }), now, everything)).toEqual(expected);
  });

  it("offers assignment actions only with assign_service, finishing and cancelling only with change_service", () => {
    const waiting = service({ consecutive: 1, status: "by_assign" });
    const assigned = service({ consecutive: 2, status: "assigned", messenger: courier });
    expect(allowedActions(waiting, now, assignOnly)).toEqual(["assign", "spread"]);
    expect(allowedActions(assigned, now, assignOnly)).toEqual(["reassign", "unassign"]);
    expect(allowedActions(waiting, now, changeOnly)).toEqual(["cancel"]);
    expect(allowedActions(assigned, now, changeOnly)).toEqual(["finish", "cancel"]);
    expect(allowedActions(assigned, now, nothing)).toEqual([]);
  });

  it("lets a scheduled service that is not operable yet only be cancelled", () => {
    const early = service({
      consecutive: 1,
      status: "scheduled",
      is_scheduled: true,
      scheduled_at: "2026-11-21T15:00:00.000Z",
      operable_at: "2026-11-21T14:30:00.000Z",
    });
    expect(allowedActions(early, new Date("2026-11-21T14:29:00.000Z"), everything)).toEqual(["cancel"]);
    expect(allowedActions(early, new Date("2026-11-21T14:30:00.000Z"), everything)).toEqual(["assign", "spread", "cancel"]);
  });

  it("offers 'Reasignar' instead of 'Asignar' once a courier has a pending service", () => {
    expect(allowedActions(service({ consecutive: 1, status: "pending", messenger: courier }), now, everything)).toEqual([
      "reassign",
      "unassign",
      "cancel",
    ]);
  });
});
