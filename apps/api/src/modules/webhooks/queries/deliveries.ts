import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { webhookDeliveries, webhookSubscriptions } from "../../../db/schema/index.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";

export const listWebhooks = (db: Db, headquarterId: string) =>
  db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.headquarterId, headquarterId))
    .orderBy(webhookSubscriptions.createdAt);

/** The delivery log, newest first, of the headquarter or of one of its subscriptions. */
export function listDeliveries(db: Db, headquarterId: string, webhook: string | undefined, win: Window) {
  return pageWithTotal(win, (w) =>
    db
      .select({ row: webhookDeliveries, total: totalOver })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.headquarterId, headquarterId), webhook ? eq(webhookDeliveries.subscriptionId, webhook) : undefined))
      .orderBy(desc(webhookDeliveries.seq))
      .limit(w.limit)
      .offset(w.offset),
  );
}
