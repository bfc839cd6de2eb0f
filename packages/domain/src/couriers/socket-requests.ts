import type { z } from "zod";
import { chatMessageSchema, courierChatSendInputSchema } from "../chat/schemas.js";
import type { ErrorBody } from "../errors.js";
import { courierLocationsAcceptedSchema, courierLocationsSchema } from "../schemas/courier.js";

/**
 * Issue 21: what a courier's socket may ask of the API besides `authenticate`, each the twin of an HTTP endpoint
 * (same body schema, same rules, one command on the server) answered through the emit's acknowledgement.
 */
export const COURIER_SOCKET_EVENTS = {
  /** POST /api/courier/locations/: several points per emit; the answer is `{ accepted }`. */
  locations: "courier:locations",
  /** POST /api/courier/chat/messages/: the answer is the stored message. */
  chatMessage: "courier:chat-message",
} as const;
/** Each request's body and answer schemas and its HTTP twin's path (an Idempotency-Key names the same call by either way). */
export const COURIER_SOCKET_REQUESTS = {
  [COURIER_SOCKET_EVENTS.locations]: {
    input: courierLocationsSchema,
    answer: courierLocationsAcceptedSchema,
    path: "/api/courier/locations/",
  },
  [COURIER_SOCKET_EVENTS.chatMessage]: {
    input: courierChatSendInputSchema,
    answer: chatMessageSchema,
    path: "/api/courier/chat/messages/",
  },
} as const;
/**
 * Where a socket request carries its Idempotency-Key (decision 032): beside the body's own fields. The same key by the
 * socket and then by HTTP (the app's outbox after an unanswered ack) stores once and answers the first answer.
 */
export const SOCKET_IDEMPOTENCY_FIELD = "idempotency_key";
export type CourierSocketRequest = keyof typeof COURIER_SOCKET_REQUESTS;
export type CourierSocketInput<E extends CourierSocketRequest> = z.input<(typeof COURIER_SOCKET_REQUESTS)[E]["input"]>;
export type CourierSocketAnswer<E extends CourierSocketRequest> = z.output<(typeof COURIER_SOCKET_REQUESTS)[E]["answer"]>;

/**
 * The acknowledgement of a courier's socket request: the HTTP answer's body, or the HTTP error's body (code, Spanish
 * detail, the fields refused) with its status.
 */
export type SocketAnswer<T> = { ok: true; data: T } | ({ ok: false; status: number; detail: string } & ErrorBody);
