import { and, desc, eq } from "drizzle-orm";
import { type CourierFinishInput, type CourierServiceAction, courierCompletion } from "@despacho/domain";
import type { Db, Tx } from "../../../../db/client.js";
import { serviceLocations, services } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import type { Courier } from "../../../../plugins/auth.js";
import { applyAction } from "../../../services/index.js";
import { linkedToServiceHeadquarter } from "../queries/services.js";

/**
 * PATCH /api/courier/services/{id}/accept|start|finish/: the desk's transition code (status rules, history, 409s) acting
 * for the courier in the service's headquarter. Only a headquarter where the courier is linked; accepting takes the
 * service for them, so a blocked courier is refused as the desk's assign refuses them.
 */
export async function runCourierAction(
  db: Db,
  courier: Courier,
  id: string,
  action: CourierServiceAction,
  finish?: CourierFinishInput | null,
): Promise<void> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ headquarterId: services.headquarterId })
      .from(services)
      .where(and(eq(services.id, id), linkedToServiceHeadquarter(db, courier.messengerId)));
    if (!found) throw notFound();
    const scope = { headquarterId: found.headquarterId, userId: courier.userId, business: false };
    return applyAction(tx, scope, id, action, {
      courier: courier.messengerId,
      messenger: action === "accept" ? courier.messengerId : undefined,
      completionData: action === "finish" && finish ? courierCompletion(finish, await lastStop(tx, id)) : undefined,
    });
  });
}

/** The service's last stop with coordinates (its last destination, or the origin), for the finish's geotag distance. */
async function lastStop(tx: Tx, id: string) {
  const rows = await tx
    .select({ latitude: serviceLocations.latitude, longitude: serviceLocations.longitude })
    .from(serviceLocations)
    .where(eq(serviceLocations.serviceId, id))
    .orderBy(desc(serviceLocations.position));
  const stop = rows.find((row) => row.latitude !== null && row.longitude !== null);
  return stop ? { latitude: stop.latitude as number, longitude: stop.longitude as number } : null;
}
