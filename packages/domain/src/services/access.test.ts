import { describe, expect, it } from "vitest";
import { ACTION_PERMISSION, DESK_READERS, SERVICE_PERMISSIONS } from "./access.js";
import { ACTIVE_STATUSES, isActiveStatus } from "./status.js";

describe("service permissions (spec §6)", () => {
  it("names the codename each kind of service call needs", () => {
    expect(SERVICE_PERMISSIONS).toEqual({
      read: ["view_desktop_menu", "view_service_menu", "is_business_profile"],
      create: ["add_service"],
      assign: ["assign_service"],
      change: ["change_service"],
      removeFile: ["delete_attachedfile"],
    });
    expect(DESK_READERS).toEqual(["view_desktop_menu", "view_service_menu"]);
  });

  it("asks assign_service for assignment actions and change_service for finishing and cancelling", () => {
    expect(ACTION_PERMISSION).toEqual({
      assign: "assign",
      reassign: "assign",
      unassign: "assign",
      spread: "assign",
      finish: "change",
      cancel: "change",
    });
  });
});

describe("active statuses (spec §4)", () => {
  it("are all but finished and cancelled", () => {
    expect(ACTIVE_STATUSES).toEqual(["by_assign", "scheduled", "pending", "assigned", "in_progress"]);
    expect(isActiveStatus("finished")).toBe(false);
    expect(isActiveStatus("cancelled")).toBe(false);
    expect(isActiveStatus("in_progress")).toBe(true);
  });
});
