import { BUSINESS_PROFILE } from "../permissions.js";
import type { ServiceAction } from "./status.js";

// spec §6 codenames of the service routes, the desk's actions and its live events.
/** Staff who read the whole headquarter's desk (and hear its live events). */
export const DESK_READERS = ["view_desktop_menu", "view_service_menu"] as const;
/** Staff who hear the headquarter's live room: the desk's readers and the live map's (its couriers move there). */
export const HEADQUARTER_ROOM_READERS = [...DESK_READERS, "view_map_menu"] as const;

export const SERVICE_PERMISSIONS = {
  /** Business profiles read too, only their own services. */
  read: [...DESK_READERS, BUSINESS_PROFILE],
  create: ["add_service"],
  assign: ["assign_service"],
  change: ["change_service"],
  /** spec §7 DELETE /attached-file/{id}/. */
  removeFile: ["delete_attachedfile"],
} as const;

/** What the courier does with a service through PATCH /api/courier/services/{id}/<action>/. */
export const COURIER_SERVICE_ACTIONS = ["accept", "start", "arrive", "finish"] as const satisfies readonly ServiceAction[];
export type CourierServiceAction = (typeof COURIER_SERVICE_ACTIONS)[number];

export type DeskAction = Exclude<ServiceAction, "start" | "accept" | "arrive">;
/** The permissions a desk action may need (keys of SERVICE_PERMISSIONS). */
export type ActionPermission = "assign" | "change";
/** What the caller may do on the desk, permission by permission. */
export type ActionPermissions = Record<ActionPermission, boolean>;

/** Which permission each desk action needs: assignment actions assign_service, closing ones change_service. */
export const ACTION_PERMISSION: Record<DeskAction, ActionPermission> = {
  assign: "assign",
  reassign: "assign",
  unassign: "assign",
  spread: "assign",
  finish: "change",
  cancel: "change",
};
