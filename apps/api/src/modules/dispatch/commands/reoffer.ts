import { and, eq, isNotNull } from "drizzle-orm";
import { OFFER_MESSAGES } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { applyAction, systemScope } from "../../services/index.js";

/**
 * issue 22, one click on the desk: the service whose courier stalled goes back to 'Por asignar' through the services'
 * own unassign (history with the reason, events), and the engine offers it again to someone not yet asked.
 */
export async function reofferStalled(db: Db, headquarterId: string, userId: string | null, serviceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.headquarterId, headquarterId)))
      .for("update");
    if (!service) throw notFound();
    const refusal = new AppError("CONFLICT", OFFER_MESSAGES.notStalled);
    if (service.status !== "assigned" || service.messengerId === null) throw refusal;
    const [stalled] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.serviceId, service.id), eq(offers.messengerId, service.messengerId), isNotNull(offers.stalledAt)));
    if (!stalled) throw refusal;
    const scope = { ...systemScope(headquarterId), userId };
    await applyAction(tx, scope, service.id, "unassign", { reason: OFFER_MESSAGES.reofferReason });
  });
}
