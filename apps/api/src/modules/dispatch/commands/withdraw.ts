import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { closeOpenOffers } from "../engine/offer-rows.js";

/** The open offers of a service that no longer waits (cancelled, finished, assigned by the desk) are withdrawn. */
export async function withdrawOffers(db: Db, serviceId: string): Promise<void> {
  // A cheap look first: most changes concern services never offered.
  const [open] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.serviceId, serviceId), isNull(offers.answer)))
    .limit(1);
  if (!open) return;
  await db.transaction(async (tx) => {
    const [service] = await tx.select().from(services).where(eq(services.id, serviceId)).for("update");
    if (!service) return;
    await recordEvents(tx, await closeOpenOffers(tx, service, "withdrawn"));
  });
}
