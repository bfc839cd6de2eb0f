import { PAGE_SIZE } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { optimalMessengers } from "../../couriers/index.js";
import type { Scope } from "../scope.js";
import { serviceLocationsOf } from "./detail.js";

/** The couriers nearest to the service's origin; none when the origin has no coordinates. */
export async function optimalMessengersForService(db: Db, scope: Scope, id: string) {
  const [origin] = await serviceLocationsOf(db, scope, id);
  if (origin?.latitude == null || origin.longitude == null) return [];
  return optimalMessengers(
    db,
    scope.headquarterId,
    { latitude: origin.latitude, longitude: origin.longitude },
    PAGE_SIZE.nearestMessengers,
  );
}
