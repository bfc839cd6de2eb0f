import { z } from "zod";
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
  // A batch of couriers' points was stored (one event per batch, of every headquarter of its couriers).
  courierLocated: "courier.located",
  // The fake-location check found new evidence against a courier of the headquarter.
  fakeLocationDetected: "courier.fake-location-detected",
} as const;
export type DomainEventName = (typeof DOMAIN_EVENTS)[keyof typeof DOMAIN_EVENTS];

const serviceFactSchema = z.object({
  service: z.string(),
  status: serviceStatusSchema,
  consecutive: z.number().int(),
  /** Who created the service (a business user hears of its own services only); null for none. */
  owner: z.string().nullable(),
});

/** A courier's point as the fake-location check compares it: where, and the time it claims (ISO). */
const trackedPointSchema = z.object({ latitude: z.number(), longitude: z.number(), at: z.string() });

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
  [DOMAIN_EVENTS.courierLocated]: z.object({
    /** The batch's points: ids from `first_point` to `last_point` stamped with `received_at` (its insert's time). */
    received_at: z.string(),
    first_point: z.number().int(),
    last_point: z.number().int(),
    /** Each courier of the batch with its latest point before it (null for a first point). */
    couriers: z.array(z.object({ messenger: z.string(), previous: trackedPointSchema.nullable() })),
  }),
  [DOMAIN_EVENTS.fakeLocationDetected]: z.object({ messenger: z.string(), detections: z.number().int(), score: z.number() }),
} as const satisfies Record<DomainEventName, z.ZodType>;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENT_PAYLOADS)[N]>;

/** The events of no single headquarter (a location batch holds the couriers of every headquarter): headquarter null. */
export const UNSCOPED_DOMAIN_EVENTS = [DOMAIN_EVENTS.courierLocated] as const;
type HeadquarterOf<N extends DomainEventName> = N extends (typeof UNSCOPED_DOMAIN_EVENTS)[number] ? null : string;

/** One domain event as a command records it: its name, the headquarter it happened in, its payload. */
export type DomainEvent = {
  [N in DomainEventName]: { name: N; headquarter: HeadquarterOf<N>; payload: DomainEventPayload<N> };
}[DomainEventName];

/** The typed event, or null for a name outside the catalogue, a payload that does not match it or a wrong scope. */
export function parseDomainEvent(name: string, headquarter: string | null, payload: unknown): DomainEvent | null {
  if (!Object.hasOwn(DOMAIN_EVENT_PAYLOADS, name)) return null;
  if ((headquarter === null) !== (UNSCOPED_DOMAIN_EVENTS as readonly string[]).includes(name)) return null;
  const parsed = DOMAIN_EVENT_PAYLOADS[name as DomainEventName].safeParse(payload);
  return parsed.success ? ({ name, headquarter, payload: parsed.data } as DomainEvent) : null;
}
