import { BUSINESS_PROFILE } from "../permissions.js";
import type { ServiceAction } from "./status.js";

// spec §6 codenames of the service routes, the desk's actions and its live events.
/** Staff who read the whole headquarter's desk (and hear its live events). */
export const DESK_READERS = ["view_desktop_menu", "view_service_menu"] as const;

export const SERVICE_PERMISSIONS = {
  /** Business profiles read too, only their own services. */
  read: [...DESK_READERS, BUSINESS_PROFILE],
  create: ["add_service"],
  assign: ["assign_service"],
  change: ["change_service"],
} as const;

export type DeskAction = Exclude<ServiceAction, "start">;

/** Which permission each desk action needs: assignment actions assign_service, closing ones change_service. */
export const ACTION_PERMISSION: Record<DeskAction, readonly string[]> = {
  assign: SERVICE_PERMISSIONS.assign,
  reassign: SERVICE_PERMISSIONS.assign,
  unassign: SERVICE_PERMISSIONS.assign,
  spread: SERVICE_PERMISSIONS.assign,
  finish: SERVICE_PERMISSIONS.change,
  cancel: SERVICE_PERMISSIONS.change,
};
