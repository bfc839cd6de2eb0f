import { z } from "zod";
import { DOMAIN_EVENT_PAYLOADS, DOMAIN_EVENTS, type DomainEvent } from "../domain-events.js";
import { pageQuerySchema } from "../schemas/common.js";

/**
 * Issue 26: what a headquarter's systems may subscribe to. Public names, stable for outside clients; each is read
 * off a domain event (decision 023) by webhookEventsOf.
 */
export const WEBHOOK_EVENTS = [
  "service.created",
  "service.assigned",
  "service.picked_up",
  "service.finished",
  "service.cancelled",
  "service.novelty_added",
  "courier.online",
  "courier.offline",
  "offer.answered",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event the "send test event" button delivers; no domain event becomes it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "service.created": "Servicio creado",
  "service.assigned": "Servicio asignado",
  "service.picked_up": "Servicio recogido",
  "service.finished": "Servicio finalizado",
  "service.cancelled": "Servicio cancelado",
  "service.novelty_added": "Novedad agregada",
  "courier.online": "Colaborador en línea",
  "courier.offline": "Colaborador fuera de línea",
  "offer.answered": "Oferta respondida",
};

const serviceCreatedData = DOMAIN_EVENT_PAYLOADS[DOMAIN_EVENTS.serviceCreated].pick({ service: true, consecutive: true, status: true });
const serviceChangedData = DOMAIN_EVENT_PAYLOADS[DOMAIN_EVENTS.serviceChanged].pick({
  service: true,
  consecutive: true,
  status: true,
  previous_status: true,
  messenger: true,
});
const courierData = DOMAIN_EVENT_PAYLOADS[DOMAIN_EVENTS.courierPresenceChanged].pick({ messenger: true });
const offerData = DOMAIN_EVENT_PAYLOADS[DOMAIN_EVENTS.offerAnswered].pick({
  offer: true,
  service: true,
  consecutive: true,
  messenger: true,
  answer: true,
});

/** The `data` each webhook sends, read off its domain event's payload (and documented in the OpenAPI's webhooks). */
export const WEBHOOK_DATA_SCHEMAS = {
  "service.created": serviceCreatedData,
  "service.assigned": serviceChangedData,
  "service.picked_up": serviceChangedData,
  "service.finished": serviceChangedData,
  "service.cancelled": serviceChangedData,
  "service.novelty_added": serviceChangedData,
  "courier.online": courierData,
  "courier.offline": courierData,
  "offer.answered": offerData,
} as const satisfies Record<WebhookEvent, z.ZodObject>;

/** A delivery's body: the event's public name, when it was queued (ISO), its data. */
export const webhookBodySchema = <E extends WebhookEvent>(event: E) =>
  z.object({ type: z.literal(event), timestamp: z.iso.datetime(), data: WEBHOOK_DATA_SCHEMAS[event] });

/** One webhook of a domain event: its public name, the data sent, and the service it keeps in order (null: none). */
export interface WebhookMessage {
  event: WebhookEvent;
  data: Record<string, unknown>;
  orderKey: string | null;
}

const SERVICE_STATUS_EVENTS: Partial<Record<string, WebhookEvent>> = {
  in_progress: "service.picked_up",
  finished: "service.finished",
  cancelled: "service.cancelled",
};

/** The webhooks a domain event becomes (none for the facts outside systems are not told of). */
export function webhookEventsOf(event: DomainEvent): WebhookMessage[] {
  switch (event.name) {
    case DOMAIN_EVENTS.serviceCreated:
      return [{ event: "service.created", data: serviceCreatedData.parse(event.payload), orderKey: event.payload.service }];
    case DOMAIN_EVENTS.serviceChanged: {
      const { service, status, previous_status, messenger, action } = event.payload;
      const assigned = status === "assigned" && (previous_status !== "assigned" || messenger !== event.payload.previous_messenger);
      const name =
        action === "novelty"
          ? "service.novelty_added"
          : assigned
            ? "service.assigned"
            : status !== previous_status
              ? SERVICE_STATUS_EVENTS[status]
              : undefined;
      return name ? [{ event: name, data: serviceChangedData.parse(event.payload), orderKey: service }] : [];
    }
    case DOMAIN_EVENTS.courierPresenceChanged: {
      const { messenger, online } = event.payload;
      return [{ event: online ? "courier.online" : "courier.offline", data: courierData.parse(event.payload), orderKey: messenger }];
    }
    case DOMAIN_EVENTS.offerAnswered:
      return [{ event: "offer.answered", data: offerData.parse(event.payload), orderKey: event.payload.service }];
    default:
      return [];
  }
}

/** The domain events webhooks read. */
export const WEBHOOK_SOURCE_EVENTS = [
  DOMAIN_EVENTS.serviceCreated,
  DOMAIN_EVENTS.serviceChanged,
  DOMAIN_EVENTS.courierPresenceChanged,
  DOMAIN_EVENTS.offerAnswered,
] as const;

/**
 * Retries: 30 s after the first failure, four times longer after each next one, at most 8 h apart; the eighth
 * attempt is the last (about 19 h 20 min after the first, within the day the issue asks).
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const WEBHOOK_FIRST_RETRY_MS = 30_000;
const WEBHOOK_LONGEST_WAIT_MS = 8 * 3_600_000;
/** How long after failed attempt `attempt` (1-based) the next one goes; null: that was the last. */
export function webhookRetryDelayMs(attempt: number): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(WEBHOOK_FIRST_RETRY_MS * 4 ** (attempt - 1), WEBHOOK_LONGEST_WAIT_MS);
}

export const WEBHOOK_URL_MAX = 500;
export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: "Use una dirección http(s) válida" })
  .max(WEBHOOK_URL_MAX, { error: `Máximo ${WEBHOOK_URL_MAX} caracteres` });

const webhookEventListSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: "Evento desconocido" }))
  .min(1, { error: "Elija al menos un evento" })
  .max(WEBHOOK_EVENTS.length)
  .refine((list) => new Set(list).size === list.length, { error: "Evento repetido" });

export const webhookInputSchema = z.object({ url: webhookUrlSchema, events: webhookEventListSchema }).strict();
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** An edit: the address, the events, or taking a paused subscription back (`active: true`). */
export const webhookPatchSchema = z
  .object({ url: webhookUrlSchema, events: webhookEventListSchema, active: z.boolean() })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { error: "Indique al menos un cambio" });
export type WebhookPatch = z.infer<typeof webhookPatchSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** Why it was paused (deliveries kept failing); null while active. */
  paused_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** Only in the creation's answer and on request of a manager: the signing secret (Standard Webhooks "whsec_…"). */
export const webhookSecretSchema = z.object({ secret: z.string() });
export const webhookCreatedSchema = webhookSchema.extend(webhookSecretSchema.shape);

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<(typeof WEBHOOK_DELIVERY_STATUSES)[number], string> = {
  pending: "Pendiente",
  delivered: "Entregado",
  failed: "Fallido",
};

export const webhookDeliverySchema = z.object({
  id: z.string(),
  webhook: z.string(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The last attempt (null before the first), and the next one while pending. */
  attempted_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuerySchema = pageQuerySchema
  .extend({ webhook: z.uuid({ error: "Identificador inválido" }).optional() })
  .strict();

/** What a delivery's log says of a failed attempt, and the notification of a paused subscription. */
export const WEBHOOK_MESSAGES = {
  internalAddress: "La dirección apunta a una red interna",
  unreachable: "No se pudo conectar con el receptor",
  timeout: "El receptor no respondió a tiempo",
  answered: (status: number) => `El receptor respondió ${status}`,
  pausedReason: "Las entregas fallaron durante un día",
  pausedNotification: (url: string) => ({
    title: "Webhook en pausa",
    body: `Las entregas a ${url} fallaron durante un día y la suscripción quedó en pausa. Reactívela en Configuración > Webhooks; los eventos pendientes se enviarán entonces.`,
  }),
} as const;

/** Subscriptions one headquarter may have. */
export const WEBHOOKS_PER_HEADQUARTER_MAX = 10;
