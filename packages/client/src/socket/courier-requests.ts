import {
  type CourierSocketAnswer,
  type CourierSocketInput,
  type CourierSocketRequest,
  SOCKET_IDEMPOTENCY_FIELD,
  type SocketAnswer,
} from "@despacho/domain";
import type { Socket } from "socket.io-client";
import { errorFromBody, networkError } from "../api/api-error.js";

/** How long a request waits for the server's acknowledgement before it counts as unanswered. */
export const SOCKET_REQUEST_TIMEOUT_MS = 10_000;

/**
 * A courier's request through its socket (issue 21), the twin of an HTTP call: resolves with what the HTTP endpoint
 * answers, or rejects with the ApiError its refusal reads as (a network error when the socket is not connected or the
 * acknowledgement does not come in time, so the caller may fall back to HTTP). With `key`, the request carries that
 * Idempotency-Key: sent again (by the socket or by HTTP with the same key) it is stored once and answered the same.
 */
export async function sendThroughSocket<E extends CourierSocketRequest>(
  socket: Socket,
  event: E,
  input: CourierSocketInput<E>,
  { key, timeoutMs = SOCKET_REQUEST_TIMEOUT_MS }: { key?: string; timeoutMs?: number } = {},
): Promise<CourierSocketAnswer<E>> {
  if (!socket.connected) throw networkError();
  let answer: SocketAnswer<CourierSocketAnswer<E>>;
  try {
    answer = await socket.timeout(timeoutMs).emitWithAck(event, key === undefined ? input : { ...input, [SOCKET_IDEMPOTENCY_FIELD]: key });
  } catch {
    throw networkError();
  }
  if (answer.ok) return answer.data;
  throw errorFromBody(answer.status, answer);
}
