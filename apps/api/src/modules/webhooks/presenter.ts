import type { Webhook, WebhookDelivery } from "@despacho/domain";
import type { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.js";

type SubscriptionRow = typeof webhookSubscriptions.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const presentWebhook = (row: SubscriptionRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  active: row.isActive,
  paused_reason: row.pausedReason,
  created_at: row.createdAt.toISOString(),
});

export const presentDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  webhook: row.subscriptionId,
  event: row.event,
  status: row.status,
  attempts: row.attempts,
  response_code: row.responseCode,
  error: row.error,
  attempted_at: row.attemptedAt?.toISOString() ?? null,
  next_attempt_at: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});
