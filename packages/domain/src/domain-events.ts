import { z } from "zod";
import { OFFER_ANSWERS_STORED } from "./dispatch/offers.js";
import { serviceStatusSchema } from "./services/status.js";

/**
 * The domain events (issue 20, decision 023): facts a command records in its own transaction, in the API's outbox,
 * for consumers to act on after the commit (the socket fan-out, the geozone queues…). Beside the real-time contract
 * (realtime.ts): a domain event says what happened; the socket events it becomes are the fan-out consumer's choice.
 */
export const DOMAIN_EVENTS = {
  // A service was created (desk, business panel, or the next occurrence of a repeating one).
  serviceCreated: "service.created",
  // A service changed: an action (assign, cancel, finish…) or an edit; `previous_*` are its status and courier before.
  serviceChanged: "service.changed",
  // A courier went online or offline in a headquarter.
  courierPresenceChanged: "courier.presence-changed",
  // A courier entered, left or moved between the queues of a headquarter's queued geozone.
  geozoneQueueChanged: "geozone.queue-changed",
  // issue 22: the dispatch engine offered a service to a courier, with the deadline to answer.
  offerSent: "offer.sent",
  // An offer ended: accepted, refused, expired or withdrawn (another courier won, the service left the wait).
  offerAnswered: "offer.answered",
  // The engine found nobody for a waiting service: it stays 'Por asignar' and the desk is alerted.
  dispatchReturnedToDesk: "dispatch.returned-to-desk",
  // A courier who accepted did not come closer to the origin in the headquarter's stall minutes.
  courierStalled: "dispatch.courier-stalled",
} as const;
export type DomainEventName = (typeof DOMAIN_EVENTS)[keyof typeof DOMAIN_EVENTS];

const serviceFactSchema = z.object({
  service: z.string(),
  status: serviceStatusSchema,
  consecutive: z.number().int(),
  /** Who created the service (a business user hears of its own services only); null for none. */
  owner: z.string().nullable(),
});

const offerFactSchema = z.object({ offer: z.string(), service: z.string(), consecutive: z.number().int(), messenger: z.string() });

export const DOMAIN_EVENT_PAYLOADS = {
  [DOMAIN_EVENTS.serviceCreated]: serviceFactSchema,
  [DOMAIN_EVENTS.serviceChanged]: serviceFactSchema.extend({
    action: z.string(),
    previous_status: serviceStatusSchema,
    messenger: z.string().nullable(),
    previous_messenger: z.string().nullable(),
  }),
  [DOMAIN_EVENTS.courierPresenceChanged]: z.object({ messenger: z.string(), online: z.boolean() }),
  [DOMAIN_EVENTS.geozoneQueueChanged]: z.object({ queue_geo_zone: z.string() }),
  [DOMAIN_EVENTS.offerSent]: offerFactSchema.extend({ deadline: z.string() }),
  [DOMAIN_EVENTS.offerAnswered]: offerFactSchema.extend({ answer: z.enum(OFFER_ANSWERS_STORED) }),
  [DOMAIN_EVENTS.dispatchReturnedToDesk]: z.object({ service: z.string(), consecutive: z.number().int() }),
  [DOMAIN_EVENTS.courierStalled]: z.object({ service: z.string(), consecutive: z.number().int(), messenger: z.string() }),
} as const satisfies Record<DomainEventName, z.ZodType>;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENT_PAYLOADS)[N]>;

/** One domain event as a command records it: its name, the headquarter it happened in, its payload. */
export type DomainEvent = { [N in DomainEventName]: { name: N; headquarter: string; payload: DomainEventPayload<N> } }[DomainEventName];

/** The typed event, or null for a name outside the catalogue or a payload that does not match it. */
export function parseDomainEvent(name: string, headquarter: string, payload: unknown): DomainEvent | null {
  if (!Object.hasOwn(DOMAIN_EVENT_PAYLOADS, name)) return null;
  const parsed = DOMAIN_EVENT_PAYLOADS[name as DomainEventName].safeParse(payload);
  return parsed.success ? ({ name, headquarter, payload: parsed.data } as DomainEvent) : null;
}
