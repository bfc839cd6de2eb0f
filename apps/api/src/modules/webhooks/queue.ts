import { and, arrayOverlaps, eq } from "drizzle-orm";
import { type DomainEvent, type WebhookMessage, webhookEventsOf } from "@despacho/domain";
import type { Db } from "../../db/client.js";
import { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.js";

/** The body every attempt of a delivery sends: the event's public name, when it was queued, its data. */
export const webhookBody = (type: string, data: Record<string, unknown>) =>
  JSON.stringify({ type, timestamp: new Date().toISOString(), data });

/**
 * The deliveries of one domain event: one per subscription of its headquarter that chose the webhook it becomes,
 * paused ones included (they go when it is taken back). Once per subscription and event: a repeated event
 * (the outbox is at least once) adds nothing. Answers how many were queued.
 */
export async function queueDeliveries(db: Db, event: DomainEvent, eventId: number): Promise<number> {
  const messages = webhookEventsOf(event);
  if (messages.length === 0 || event.headquarter === null) return 0;
  const subscriptions = await db
    .select({ id: webhookSubscriptions.id, events: webhookSubscriptions.events })
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.headquarterId, event.headquarter),
        arrayOverlaps(
          webhookSubscriptions.events,
          messages.map((m) => m.event),
        ),
      ),
    );
  const headquarterId = event.headquarter;
  const rows = subscriptions.flatMap((s) =>
    messages
      .filter((m: WebhookMessage) => s.events.includes(m.event))
      .map((m) => ({
        subscriptionId: s.id,
        headquarterId,
        sourceEventId: eventId,
        event: m.event,
        orderKey: m.orderKey,
        body: webhookBody(m.event, m.data),
      })),
  );
  if (rows.length === 0) return 0;
  const queued = await db.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({ id: webhookDeliveries.id });
  return queued.length;
}
