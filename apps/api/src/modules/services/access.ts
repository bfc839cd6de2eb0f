import { BUSINESS_PROFILE } from "@despacho/domain";

// spec §6 codenames per kind of service route. Business profiles read (only their own services).
const route = (permission: string[], resource?: "service") => ({ kind: "user", headquarter: true, permission, resource }) as const;

export const READ = ["view_desktop_menu", "view_service_menu", BUSINESS_PROFILE];
export const access = {
  create: route(["add_service"]),
  list: route(READ),
  read: route(READ, "service"),
  assign: route(["assign_service"], "service"),
  assignMany: route(["assign_service"]),
  change: route(["change_service"], "service"),
  changeMany: route(["change_service"]),
  report: route(READ),
} as const;
