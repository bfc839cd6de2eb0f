import type { CourierSocketAnswer, CourierSocketInput, CourierSocketRequest, SocketAnswer } from "@despacho/domain";
import type { Socket } from "socket.io-client";
import { errorFromBody, networkError } from "../api/api-error.js";

/** How long a request waits for the server's acknowledgement before it counts as unanswered. */
export const SOCKET_REQUEST_TIMEOUT_MS = 10_000;

/**
 * A courier's request through its socket (issue 21), the twin of an HTTP call: resolves with what the HTTP endpoint
 * answers, or rejects with the ApiError its refusal reads as (a network error when the socket is not connected or the
 * acknowledgement does not come in time, so the caller may fall back to HTTP).
 */
export async function sendThroughSocket<E extends CourierSocketRequest>(
  socket: Socket,
  event: E,
  input: CourierSocketInput<E>,
  timeoutMs = SOCKET_REQUEST_TIMEOUT_MS,
): Promise<CourierSocketAnswer<E>> {
  if (!socket.connected) throw networkError();
  let answer: SocketAnswer<CourierSocketAnswer<E>>;
  try {
    answer = await socket.timeout(timeoutMs).emitWithAck(event, input);
  } catch {
    throw networkError();
  }
  if (answer.ok) return answer.data;
  throw errorFromBody(answer.status, answer);
}
