import { z } from "zod";
import { chatMessageSchema, chatMessengerSchema } from "./chat/schemas.js";
import { headquarterSettingsResponseSchema } from "./schemas/headquarter.js";
import { locationPointSchema } from "./schemas/location-point.js";
import { OFFER_ANSWERS_STORED } from "./dispatch/offers.js";
import { petitionStatusSchema } from "./schemas/petition.js";
import { serviceCountsSchema } from "./schemas/service.js";
import { serviceStatusSchema } from "./services/status-schema.js";

/**
 * spec §7 real-time contract: every socket event the API emits and the web hears, by name, with
 * its payload schema. The API emits through typed helpers and the web subscribes through a typed
 * `onEvent`; neither writes an event name of its own.
 */
export const EVENTS = {
  serviceNew: "services:new",
  serviceChange: "services:change",
  serviceAssigned: "services:assigned",
  serviceUnassignAssigned: "services:unassign-assigned",
  serviceUnassignInProgress: "services:unassign-in-progress",
  // The spec describes the "services count change" without naming it.
  serviceCountChange: "services:count-change",
  headquarterConnect: "headquarters:connect",
  headquarterDisconnect: "headquarters:disconnect",
  headquarterReconnect: "headquarters:reconnect",
  // The spec names MessengerLocationChange without its wire name.
  messengerLocationChange: "messengers:location-change",
  settingsChange: "settings-change",
  notification: "notification",
  // spec §7: affiliation requests, to the headquarter's room (staff with the request menus) and the courier's room.
  requestAssociationNew: "request-association:new",
  requestAssociationChange: "request-association:change",
  requestDisassociationNew: "request-disassociation:new",
  requestDisassociationChange: "request-disassociation:change",
  // Not named by the spec: a user's templates changed, their sessions refresh the token and the menu.
  permissionsChange: "permissions-change",
  // spec §7 chat (HeadquarterSendMessage / HeadquarterSeeMessage): to the headquarter's room and the courier's.
  chatSendMessage: "send-message",
  chatSeeMessage: "see-message",
  // Not named by the spec: a headquarter was created; its new members' switchers list it at once.
  headquarterCreated: "headquarters:created",
  // Not named by the spec (issue 12): the courier queue of a queued geozone changed; the desk reads it again.
  geozoneQueueChange: "geozones:queue-change",
  // Issue 12: a courier of the headquarter was caught with a fake location (a capture opened or new evidence).
  fakeLocationDetected: "messengers:fake-location",
  // Not named by the spec: a covenant was asked, answered, cancelled or its terms changed; both businesses' and
  // the headquarter's staff's covenant screens read it again (decision 011).
  covenantChange: "covenants:change",
  // Issue 22, not named by the spec: an offer of a service to the courier (their room), with its deadline.
  offerNew: "offers:new",
  // An offer was sent or answered: to the desk (which shows 'Ofrecido a …' and the answers) and to its courier.
  offerChange: "offers:change",
  // The engine found nobody for a service: the desk is alerted that it waits 'Por asignar'.
  dispatchDeskAlert: "dispatch:desk-alert",
  // A courier who accepted a service is not coming closer to its origin: the desk may offer it again.
  courierStalled: "dispatch:courier-stalled",
} as const;
export type RealtimeEvent = (typeof EVENTS)[keyof typeof EVENTS];

/** A service changed: the client reads it again by uuid (small events, the client refetches). */
export const serviceEventSchema = z.object({
  uuid: z.string(),
  status: serviceStatusSchema,
  consecutive: z.number().int(),
  messenger: z.string().nullable().optional(),
});
export type ServiceEventPayload = z.infer<typeof serviceEventSchema>;

/** The counts of one Bogotá day (the server's today) by status. */
export const serviceCountsEventSchema = serviceCountsSchema.extend({ current_date: z.iso.date() });
/**
 * headquarters:connect / reconnect. Without `messenger`: this socket joined the headquarter (sent
 * to the socket itself). With `messenger` (the courier's uuid): that courier's presence in the
 * headquarter, sent to the desk's room (spec §4 Conectado / Desconectado).
 */
export const headquarterJoinSchema = z.object({ headquarter: z.string(), messenger: z.string().optional() });
/** headquarters:disconnect: a courier left the headquarter (offline, or gone past the reconnect grace). */
export const courierPresenceSchema = z.object({ headquarter: z.string(), messenger: z.string() });
/** MessengerLocationChange: a courier online in the headquarter sent its latest point. */
export const messengerLocationSchema = locationPointSchema.extend({ headquarter: z.string(), messenger: z.string() });
export type MessengerLocationPayload = z.infer<typeof messengerLocationSchema>;
export const settingsChangeSchema = z.object({ headquarter: z.string(), settings: headquarterSettingsResponseSchema });
/** spec §3 notification event: a title and an HTML body (the web sanitises and sandboxes it). */
export const notificationSchema = z.object({ title: z.string(), body: z.string() });
export type RealtimeNotification = z.infer<typeof notificationSchema>;
/** The user's permissions changed (a template of theirs, or their templates); the client reads them again. */
export const permissionsChangeSchema = z.object({ user: z.string() });
/** A headquarter the user was made a member of (its creator and the company's administrators). */
export const headquarterCreatedSchema = z.object({ headquarter: z.string(), name: z.string() });

/** An affiliation request was created or changed status: the client reads it again by id. */
export const petitionEventSchema = z.object({
  id: z.string(),
  status: petitionStatusSchema,
  is_association: z.boolean(),
  from_headquarter: z.boolean(),
  headquarter: z.string(),
  messenger: z.string(),
});
export type PetitionEventPayload = z.infer<typeof petitionEventSchema>;

/** One message of send-message. It carries the courier, so a desk that has no such chat yet adds it (spec §4, HeadquarterSendMessageNew). */
export const chatSentMessageSchema = z.object({ message: chatMessageSchema, messenger: chatMessengerSchema });
export type ChatSentMessage = z.infer<typeof chatSentMessageSchema>;
/**
 * send-message: the messages of the headquarter's chats that one write stored, in the order stored, each once. One
 * frame per socket for all of them (issue 21: at 500 desks a frame per message was 500 socket writes per message).
 */
export const chatSendMessageSchema = z.object({
  headquarter: z.string(),
  messages: z.array(chatSentMessageSchema).min(1),
});
export type ChatSendMessagePayload = z.infer<typeof chatSendMessageSchema>;
/** see-message: `user` saw these messages of the chat (a desk user, or the courier's own user). */
export const chatSeeMessageSchema = z.object({
  headquarter: z.string(),
  chat: z.string(),
  messenger: z.string(),
  user: z.string(),
  messages: z.array(z.string()),
});
export type ChatSeeMessagePayload = z.infer<typeof chatSeeMessageSchema>;

/** geozones:queue-change: the queue of this queued geozone (its /queue-geo-zones/ id) changed. */
export const geozoneQueueChangeSchema = z.object({ headquarter: z.string(), queue_geo_zone: z.string() });
/** covenants:change: which covenant of which headquarter changed; the screens read their lists again. */
export const covenantChangeSchema = z.object({ headquarter: z.string(), covenant: z.string() });
/** messengers:fake-location: the courier's detections in its recent captures and its score; the desk refetches. */
export const fakeLocationDetectedSchema = z.object({
  headquarter: z.string(),
  messenger: z.string(),
  detections: z.number().int(),
  score: z.number().int(),
});
export type FakeLocationDetectedPayload = z.infer<typeof fakeLocationDetectedSchema>;

/** offers:new: the courier is asked to take the service before `deadline` (ISO 8601). */
export const offerNewSchema = z.object({
  headquarter: z.string(),
  offer: z.string(),
  service: z.string(),
  consecutive: z.number().int(),
  deadline: z.string(),
});
/** offers:change: an offer of the service was sent (answer null) or answered; the desk reads the offers again. */
export const offerChangeSchema = z.object({
  headquarter: z.string(),
  offer: z.string(),
  service: z.string(),
  messenger: z.string(),
  answer: z.enum(OFFER_ANSWERS_STORED).nullable(),
});
/** dispatch:desk-alert: nobody took the service; it waits for an operator. */
export const dispatchDeskAlertSchema = z.object({ headquarter: z.string(), service: z.string(), consecutive: z.number().int() });
/** dispatch:courier-stalled: the courier of the service did not come closer to its origin in time. */
export const courierStalledSchema = dispatchDeskAlertSchema.extend({ messenger: z.string() });

export const EVENT_PAYLOADS = {
  [EVENTS.serviceNew]: serviceEventSchema,
  [EVENTS.serviceChange]: serviceEventSchema,
  [EVENTS.serviceAssigned]: serviceEventSchema,
  [EVENTS.serviceUnassignAssigned]: serviceEventSchema,
  [EVENTS.serviceUnassignInProgress]: serviceEventSchema,
  [EVENTS.serviceCountChange]: serviceCountsEventSchema,
  [EVENTS.headquarterConnect]: headquarterJoinSchema,
  [EVENTS.headquarterDisconnect]: courierPresenceSchema,
  [EVENTS.headquarterReconnect]: headquarterJoinSchema,
  [EVENTS.messengerLocationChange]: messengerLocationSchema,
  [EVENTS.settingsChange]: settingsChangeSchema,
  [EVENTS.notification]: notificationSchema,
  [EVENTS.requestAssociationNew]: petitionEventSchema,
  [EVENTS.requestAssociationChange]: petitionEventSchema,
  [EVENTS.requestDisassociationNew]: petitionEventSchema,
  [EVENTS.requestDisassociationChange]: petitionEventSchema,
  [EVENTS.permissionsChange]: permissionsChangeSchema,
  [EVENTS.headquarterCreated]: headquarterCreatedSchema,
  [EVENTS.chatSendMessage]: chatSendMessageSchema,
  [EVENTS.chatSeeMessage]: chatSeeMessageSchema,
  [EVENTS.geozoneQueueChange]: geozoneQueueChangeSchema,
  [EVENTS.fakeLocationDetected]: fakeLocationDetectedSchema,
  [EVENTS.covenantChange]: covenantChangeSchema,
  [EVENTS.offerNew]: offerNewSchema,
  [EVENTS.offerChange]: offerChangeSchema,
  [EVENTS.dispatchDeskAlert]: dispatchDeskAlertSchema,
  [EVENTS.courierStalled]: courierStalledSchema,
} as const satisfies Record<RealtimeEvent, z.ZodType>;
export type EventPayload<E extends RealtimeEvent> = z.infer<(typeof EVENT_PAYLOADS)[E]>;

/**
 * issue 9 presence: how long a courier's socket may be gone (a network blip, a node restart) before
 * the courier goes offline in that headquarter; a socket back within it keeps the courier Conectado.
 */
export const PRESENCE_GRACE_MS = 5_000;

/** The events that announce one service; the desk batches them (spec §4, 200 ms). */
export const SERVICE_EVENTS = [
  EVENTS.serviceNew,
  EVENTS.serviceChange,
  EVENTS.serviceAssigned,
  EVENTS.serviceUnassignAssigned,
  EVENTS.serviceUnassignInProgress,
] as const;
export type ServiceEventName = (typeof SERVICE_EVENTS)[number];

/** The affiliation request events, and the one a request of this kind raises when created or changed. */
export const PETITION_EVENTS = [
  EVENTS.requestAssociationNew,
  EVENTS.requestAssociationChange,
  EVENTS.requestDisassociationNew,
  EVENTS.requestDisassociationChange,
] as const;
export function petitionEvent(isAssociation: boolean, change: "new" | "change") {
  if (isAssociation) return change === "new" ? EVENTS.requestAssociationNew : EVENTS.requestAssociationChange;
  return change === "new" ? EVENTS.requestDisassociationNew : EVENTS.requestDisassociationChange;
}

/** The payload of `event` when it is one of the contract's and well formed, else null. */
export function parseEvent<E extends RealtimeEvent>(event: E, payload: unknown): EventPayload<E> | null {
  const parsed = EVENT_PAYLOADS[event].safeParse(payload);
  return parsed.success ? (parsed.data as EventPayload<E>) : null;
}

export const isRealtimeEvent = (event: string): event is RealtimeEvent => Object.hasOwn(EVENT_PAYLOADS, event);

/** Client → server: a fresh access token for an open socket, before the one it connected with expires. */
export const CLIENT_EVENTS = { authenticate: "authenticate" } as const;
export const authenticateSchema = z.object({ token: z.string().min(1) });
/** The answer to `authenticate`: ok, or the error catalogue's code (e.g. TOKEN_NOT_VALID). */
export type AuthenticateAnswer = { ok: true } | { ok: false; code: string };
