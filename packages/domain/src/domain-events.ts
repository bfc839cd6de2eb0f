import { z } from "zod";
import { chatSeeMessageSchema, notificationSchema, petitionEventSchema, settingsChangeSchema } from "./realtime.js";
import { OFFER_ANSWERS_STORED } from "./dispatch/offers.js";
import { serviceStatusSchema } from "./services/status-schema.js";

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
  // Messages were written to chats of the headquarter (sent by the desk or a courier, or forwarded).
  chatMessagesSent: "chat.messages-sent",
  // A user (desk or courier) saw these messages of a chat.
  chatSeen: "chat.seen",
  // An affiliation request was created, or changed status.
  petitionCreated: "petition.created",
  petitionChanged: "petition.changed",
  // A covenant between two businesses was asked, answered, cancelled or its settings changed.
  covenantChanged: "covenant.changed",
  // A headquarter was created (its members: its creator and the company's administrators).
  headquarterCreated: "headquarter.created",
  // A headquarter's settings changed.
  headquarterSettingsChanged: "headquarter.settings-changed",
  // An administrator sent a notification to the desks of a headquarter.
  headquarterNotified: "headquarter.notified",
  // What these users may do changed (their templates, a template of theirs, a business's providers).
  permissionsChanged: "user.permissions-changed",
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

/** A courier's point as the fake-location check compares it: where, and the time it claims (ISO). */
const trackedPointSchema = z.object({ latitude: z.number(), longitude: z.number(), at: z.string() });
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
  [DOMAIN_EVENTS.courierLocated]: z.object({
    /** The batch's points: ids from `first_point` to `last_point` stamped with `received_at` (its insert's time). */
    received_at: z.string(),
    first_point: z.number().int(),
    last_point: z.number().int(),
    /** Each courier of the batch with its latest point before it (null for a first point). */
    couriers: z.array(z.object({ messenger: z.string(), previous: trackedPointSchema.nullable() })),
  }),
  [DOMAIN_EVENTS.fakeLocationDetected]: z.object({ messenger: z.string(), detections: z.number().int(), score: z.number().int() }),
  [DOMAIN_EVENTS.chatMessagesSent]: z.object({ messages: z.array(z.string()) }),
  [DOMAIN_EVENTS.chatSeen]: chatSeeMessageSchema.omit({ headquarter: true }),
  // The courier's user (null when unknown) hears it on its own sockets.
  [DOMAIN_EVENTS.petitionCreated]: petitionEventSchema.omit({ headquarter: true }).extend({ courier_user: z.string().nullable() }),
  [DOMAIN_EVENTS.petitionChanged]: petitionEventSchema.omit({ headquarter: true }).extend({ courier_user: z.string().nullable() }),
  // The business users of both sides hear it on their own sockets.
  [DOMAIN_EVENTS.covenantChanged]: z.object({ covenant: z.string(), business_users: z.array(z.string()) }),
  [DOMAIN_EVENTS.headquarterCreated]: z.object({ name: z.string(), members: z.array(z.string()) }),
  [DOMAIN_EVENTS.headquarterSettingsChanged]: settingsChangeSchema.omit({ headquarter: true }),
  [DOMAIN_EVENTS.headquarterNotified]: notificationSchema,
  [DOMAIN_EVENTS.permissionsChanged]: z.object({ users: z.array(z.string()) }),
  [DOMAIN_EVENTS.offerSent]: offerFactSchema.extend({ deadline: z.string() }),
  [DOMAIN_EVENTS.offerAnswered]: offerFactSchema.extend({ answer: z.enum(OFFER_ANSWERS_STORED) }),
  [DOMAIN_EVENTS.dispatchReturnedToDesk]: z.object({ service: z.string(), consecutive: z.number().int() }),
  [DOMAIN_EVENTS.courierStalled]: z.object({ service: z.string(), consecutive: z.number().int(), messenger: z.string() }),
} as const satisfies Record<DomainEventName, z.ZodType>;
export type DomainEventPayload<N extends DomainEventName> = z.infer<(typeof DOMAIN_EVENT_PAYLOADS)[N]>;

/**
 * The events of no single headquarter, headquarter null: a location batch holds the couriers of every headquarter,
 * and a user's permissions are the company's (templates) or a business's (its providers).
 */
export const UNSCOPED_DOMAIN_EVENTS = [DOMAIN_EVENTS.courierLocated, DOMAIN_EVENTS.permissionsChanged] as const;
type HeadquarterOf<N extends DomainEventName> = N extends (typeof UNSCOPED_DOMAIN_EVENTS)[number] ? null : string;

/** One domain event as a command records it: its name, the headquarter it happened in, its payload. */
export type DomainEvent = {
  [N in DomainEventName]: { name: N; headquarter: HeadquarterOf<N>; payload: DomainEventPayload<N> };
}[DomainEventName];

/** user.permissions-changed of these users (a template's holders, an employee, a business). */
export const permissionsChangedEvent = (users: string[]): DomainEvent => ({
  name: DOMAIN_EVENTS.permissionsChanged,
  headquarter: null,
  payload: { users },
});

/** The typed event, or null for a name outside the catalogue, a payload that does not match it or a wrong scope. */
export function parseDomainEvent(name: string, headquarter: string | null, payload: unknown): DomainEvent | null {
  if (!Object.hasOwn(DOMAIN_EVENT_PAYLOADS, name)) return null;
  if ((headquarter === null) !== (UNSCOPED_DOMAIN_EVENTS as readonly string[]).includes(name)) return null;
  const parsed = DOMAIN_EVENT_PAYLOADS[name as DomainEventName].safeParse(payload);
  return parsed.success ? ({ name, headquarter, payload: parsed.data } as DomainEvent) : null;
}
