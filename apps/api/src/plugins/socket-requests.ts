import type { FastifyBaseLogger } from "fastify";
import {
  COURIER_SOCKET_REQUESTS,
  type CourierSocketAnswer,
  type CourierSocketRequest,
  ERROR_CODES,
  type FieldError,
  type SocketAnswer,
} from "@despacho/domain";
import type { z } from "zod";
import { AppError, errorBody } from "../errors.js";
import type { Courier } from "./auth.js";

/** What a courier's socket request runs: the command of its HTTP twin, for the socket's courier. */
export type CourierSocketHandler<E extends CourierSocketRequest> = (
  courier: Courier,
  input: z.output<(typeof COURIER_SOCKET_REQUESTS)[E]["input"]>,
) => Promise<CourierSocketAnswer<E>>;

/** The fields a schema refused, named as the HTTP validation names them (`points.0.latitude`). */
const fieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));

/**
 * A courier's socket request (issue 21) answered as its HTTP twin would be: the body checked by the same domain
 * schema (a 400 with the Spanish field errors, nothing run), the same command run, its AppError told with the HTTP
 * error body and status, and anything else a 500 that says nothing internal.
 */
export async function answerCourierRequest<E extends CourierSocketRequest>(
  event: E,
  courier: Courier,
  body: unknown,
  handler: CourierSocketHandler<E>,
  log: FastifyBaseLogger,
): Promise<SocketAnswer<CourierSocketAnswer<E>>> {
  const parsed = COURIER_SOCKET_REQUESTS[event].input.safeParse(body);
  if (!parsed.success)
    return { ok: false, status: 400, code: "VALIDATION", detail: ERROR_CODES.VALIDATION.message, errors: fieldErrors(parsed.error.issues) };
  try {
    return { ok: true, data: await handler(courier, parsed.data as Parameters<CourierSocketHandler<E>>[1]) };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, status: error.status, ...errorBody(error) };
    log.error({ err: error, event }, "courier socket request");
    return { ok: false, status: 500, code: "SERVER_ERROR", detail: ERROR_CODES.SERVER_ERROR.message };
  }
}
