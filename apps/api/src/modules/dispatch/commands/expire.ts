import { and, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { offerEvent } from "../engine/offer-rows.js";

const due = and(isNull(offers.answer), lte(offers.deadline, sql`now()`));

/**
 * The offers whose stored deadline passed end expired, each recorded as offer.answered for the engine to move on: run by
 * the jobs poll, so an offer sent before a restart still expires after it. Answers how many it expired.
 */
export async function expireDueOffers(db: Db): Promise<number> {
  // A cheap look first: an idle poll opens no transaction.
  const [any] = await db.select({ id: offers.id }).from(offers).where(due).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const expired = await tx.update(offers).set({ answer: "expired", answeredAt: sql`now()` }).where(due).returning();
    if (expired.length === 0) return 0;
    const facts = await tx
      .select({ id: services.id, headquarterId: services.headquarterId, consecutive: services.consecutive })
      .from(services)
      .where(inArray(services.id, [...new Set(expired.map((o) => o.serviceId))]));
    const byId = new Map(facts.map((f) => [f.id, f]));
    await recordEvents(
      tx,
      expired.map((offer) => offerEvent(offer, byId.get(offer.serviceId) as (typeof facts)[number])),
    );
    return expired.length;
  });
}
