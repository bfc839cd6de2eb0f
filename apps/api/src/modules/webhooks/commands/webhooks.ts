import { and, count, eq, sql } from "drizzle-orm";
import { WEBHOOK_TEST_EVENT, WEBHOOKS_PER_HEADQUARTER_MAX, type WebhookInput, type WebhookPatch } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { webhookDeliveries, webhookSubscriptions } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { newWebhookSecret } from "../sign.js";
import { webhookBody } from "../queue.js";

const mine = (headquarterId: string, id: string) =>
  and(eq(webhookSubscriptions.headquarterId, headquarterId), eq(webhookSubscriptions.id, id));

export async function findWebhook(db: Db, headquarterId: string, id: string) {
  const [row] = await db.select().from(webhookSubscriptions).where(mine(headquarterId, id));
  if (!row) throw notFound();
  return row;
}

/** A new subscription with a secret of its own (the answer shows it). */
export async function createWebhook(db: Db, headquarterId: string, input: WebhookInput) {
  return db.transaction(async (tx) => {
    // Serialises the headquarter's creations, so two at once cannot pass the limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks ${headquarterId}`}))`);
    const [{ n }] = await tx.select({ n: count() }).from(webhookSubscriptions).where(eq(webhookSubscriptions.headquarterId, headquarterId));
    if (n >= WEBHOOKS_PER_HEADQUARTER_MAX)
      throw new AppError("CONFLICT", `Una sucursal puede tener hasta ${WEBHOOKS_PER_HEADQUARTER_MAX} webhooks`);
    const [row] = await tx
      .insert(webhookSubscriptions)
      .values({ headquarterId, url: input.url, events: input.events, secret: newWebhookSecret() })
      .returning();
    return row;
  });
}

/** An edit; taking a paused subscription back sends what waited for it at once. */
export async function updateWebhook(db: Db, headquarterId: string, id: string, patch: WebhookPatch) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSubscriptions)
      .set({
        ...(patch.url !== undefined && { url: patch.url }),
        ...(patch.events !== undefined && { events: patch.events }),
        ...(patch.active !== undefined && { isActive: patch.active, pausedReason: null }),
      })
      .where(mine(headquarterId, id))
      .returning();
    if (!row) throw notFound();
    if (patch.active) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(webhookDeliveries.subscriptionId, id), eq(webhookDeliveries.status, "pending")));
    }
    return row;
  });
}

export async function deleteWebhook(db: Db, headquarterId: string, id: string) {
  const deleted = await db.delete(webhookSubscriptions).where(mine(headquarterId, id)).returning({ id: webhookSubscriptions.id });
  if (deleted.length === 0) throw notFound();
}

/** "Enviar evento de prueba": a delivery of webhook.test, in no service's order. */
export async function queueTestEvent(db: Db, headquarterId: string, id: string) {
  await findWebhook(db, headquarterId, id);
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ subscriptionId: id, headquarterId, event: WEBHOOK_TEST_EVENT, body: webhookBody(WEBHOOK_TEST_EVENT, { webhook: id }) })
    .returning();
  return row;
}

/** "Reenviar": the same delivery (same id, same body) again now, with its retries anew. */
export async function resendDelivery(db: Db, headquarterId: string, id: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(webhookDeliveries.headquarterId, headquarterId), eq(webhookDeliveries.id, id)))
    .returning();
  if (!row) throw notFound();
  return row;
}
