import { BUSINESS_PROFILE, COURIER_READ } from "@despacho/domain";
import { allow } from "../../plugins/access.js";

// spec §6 codenames per kind of service route. Business profiles read (only their own services).
export const READ = ["view_desktop_menu", "view_service_menu", BUSINESS_PROFILE];
export const access = {
  create: allow.inHeadquarter(["add_service"]),
  list: allow.inHeadquarter(READ),
  read: allow.inHeadquarter(READ, "service"),
  assign: allow.inHeadquarter(["assign_service"], "service"),
  assignMany: allow.inHeadquarter(["assign_service"]),
  change: allow.inHeadquarter(["change_service"], "service"),
  changeMany: allow.inHeadquarter(["change_service"]),
  report: allow.inHeadquarter(READ),
  // Courier data (the nearest couriers) asks what the couriers list asks: never a business profile.
  couriers: allow.inHeadquarter(COURIER_READ),
  serviceCouriers: allow.inHeadquarter(COURIER_READ, "service"),
  readReport: allow.inHeadquarter(READ, "service-report"),
} as const;
