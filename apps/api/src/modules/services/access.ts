import { COURIER_READ, SERVICE_PERMISSIONS as P } from "@despacho/domain";
import { allow } from "../../plugins/access.js";

// spec §6 codenames per kind of service route (domain SERVICE_PERMISSIONS). Business profiles read (only their own services).
export const access = {
  create: allow.inHeadquarter(P.create),
  list: allow.inHeadquarter(P.read),
  read: allow.inHeadquarter(P.read, "service"),
  assign: allow.inHeadquarter(P.assign, "service"),
  assignMany: allow.inHeadquarter(P.assign),
  change: allow.inHeadquarter(P.change, "service"),
  changeMany: allow.inHeadquarter(P.change),
  report: allow.inHeadquarter(P.read),
  // Courier data (the nearest couriers) asks what the couriers list asks: never a business profile.
  couriers: allow.inHeadquarter(COURIER_READ),
  serviceCouriers: allow.inHeadquarter(COURIER_READ, "service"),
  readReport: allow.inHeadquarter(P.read, "service-report"),
  // A service's file: whoever reads the service reads it; removing it asks its own codename.
  readFile: allow.inHeadquarter(P.read, "attached-file"),
  removeFile: allow.inHeadquarter(P.removeFile, "attached-file"),
} as const;
