import type { FastifyBaseLogger } from "fastify";
import {
  COURIER_SOCKET_REQUESTS,
  type CourierSocketAnswer,
  type CourierSocketRequest,
  ERROR_CODES,
  type FieldError,
  SOCKET_IDEMPOTENCY_FIELD,
  type SocketAnswer,
} from "@despacho/domain";
import type { z } from "zod";
import type { Db } from "../db/client.js";
import { AppError, errorBody } from "../errors.js";
import type { Courier } from "./auth.js";
import { claimIdempotencyKey, settleIdempotencyKey } from "./idempotency.js";

/** What a courier's socket request runs: the command of its HTTP twin, for the socket's courier. */
export type CourierSocketHandler<E extends CourierSocketRequest> = (
  courier: Courier,
  input: z.output<(typeof COURIER_SOCKET_REQUESTS)[E]["input"]>,
) => Promise<CourierSocketAnswer<E>>;

/** The status the HTTP twins answer a success with (both create): what a key's replay by HTTP answers. */
const CREATED = 201;

/** The fields a schema refused, named as the HTTP validation names them (`points.0.latitude`). */
const fieldErrors = (issues: readonly z.core.$ZodIssue[]): FieldError[] =>
  issues.map((issue) => ({ field: issue.path.map(String).join(".") || "body", message: issue.message }));

const validation = (errors: FieldError[]) =>
  ({ ok: false, status: 400, code: "VALIDATION", detail: ERROR_CODES.VALIDATION.message, errors }) as const;

/** The payload's Idempotency-Key (when it carries one) apart from the body its schema checks. */
function splitKey(payload: unknown): { key: unknown; body: unknown } {
  if (!payload || typeof payload !== "object" || Array.isArray(payload) || !(SOCKET_IDEMPOTENCY_FIELD in payload))
    return { key: undefined, body: payload };
  const { [SOCKET_IDEMPOTENCY_FIELD]: key, ...body } = payload as Record<string, unknown>;
  return { key, body };
}

/**
 * A courier's socket request (issue 21) answered as its HTTP twin would be: the body checked by the same domain
 * schema (a 400 with the Spanish field errors, nothing run), the same command run, its AppError told with the HTTP
 * error body and status, and anything else a 500 that says nothing internal. With an Idempotency-Key beside the body,
 * the HTTP rule of that key (plugins/idempotency.ts): a repeated request answers the first answer and runs nothing.
 */
export async function answerCourierRequest<E extends CourierSocketRequest>(
  event: E,
  courier: Courier,
  payload: unknown,
  handler: CourierSocketHandler<E>,
  { db, log }: { db: Db; log: FastifyBaseLogger },
): Promise<SocketAnswer<CourierSocketAnswer<E>>> {
  const { key, body } = splitKey(payload);
  if (key !== undefined && typeof key !== "string")
    return validation([{ field: SOCKET_IDEMPOTENCY_FIELD, message: "Idempotency-Key inválida" }]);
  const parsed = COURIER_SOCKET_REQUESTS[event].input.safeParse(body);
  if (!parsed.success) return validation(fieldErrors(parsed.error.issues));
  let claimed = false;
  try {
    if (key !== undefined) {
      const call = { userId: courier.userId, key, path: COURIER_SOCKET_REQUESTS[event].path, body: parsed.data };
      const stored = await claimIdempotencyKey(db, call, SOCKET_IDEMPOTENCY_FIELD);
      if (stored) return { ok: true, data: stored.body as CourierSocketAnswer<E> };
      claimed = true;
    }
    const data = await handler(courier, parsed.data as Parameters<CourierSocketHandler<E>>[1]);
    if (claimed) await settleIdempotencyKey(db, courier.userId, key as string, CREATED, data);
    return { ok: true, data };
  } catch (error) {
    const answer =
      error instanceof AppError
        ? ({ ok: false, status: error.status, ...errorBody(error) } as const)
        : ({ ok: false, status: 500, code: "SERVER_ERROR", detail: ERROR_CODES.SERVER_ERROR.message } as const);
    if (!(error instanceof AppError)) log.error({ err: error, event }, "courier socket request");
    if (claimed) await settleIdempotencyKey(db, courier.userId, key as string, answer.status, null);
    return answer;
  }
}
