import { eq } from "drizzle-orm";
import { ROUTE_MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { routes } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { runBulkAction } from "../../services/index.js";
import { routeOf, stopsOf } from "../queries/load.js";

/**
 * The whole route to one courier: each service through the services' own assign command, one transaction each, so
 * the same 409 rules apply and each assignment records its domain event; refusals are reported per service. The
 * route remembers the courier once one service went to them.
 */
export async function assignRoute(db: Db, headquarterId: string, userId: string | null, routeId: string, messenger: string) {
  await routeOf(db, headquarterId, routeId);
  const serviceIds = [...new Set((await stopsOf(db, [routeId])).map((s) => s.service.uuid))];
  if (serviceIds.length === 0) throw new AppError("CONFLICT", ROUTE_MESSAGES.empty);
  const result = await runBulkAction(db, { headquarterId, userId, business: false }, serviceIds, "assign", { messenger });
  if (result.updated.length > 0) await db.update(routes).set({ messengerId: messenger }).where(eq(routes.id, routeId));
  return result;
}
