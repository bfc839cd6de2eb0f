import { ERROR_CODES, type FieldError } from "@despacho/domain";

export type ApiErrorKind = "bad-request" | "auth" | "forbidden" | "not-found" | "conflict" | "rate-limited" | "server" | "network" | "http";

interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  code: string;
  message: string;
  fields?: FieldError[];
  retryAfterSeconds?: number | null;
  reported?: boolean;
}

/** What the API client reports; the shell decides how to show it (spec §8). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  readonly retryAfterSeconds: number | null;
  /** Already shown to the user (e.g. the session ended); the shell must not show it again. */
  readonly reported: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = "ApiError";
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.reported = init.reported ?? false;
  }
}

function kindOf(status: number): ApiErrorKind {
  if (status === 400 || status === 413) return "bad-request";
  if (status === 401) return "auth";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server";
  return "http";
}

interface ErrorPayload {
  code?: unknown;
  detail?: unknown;
  errors?: unknown;
}

function fieldsOf(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((e): e is FieldError => typeof e?.field === "string" && typeof e?.message === "string")
    .map(({ field, message }) => ({ field, message }));
}

/** The error an API refusal reads as, from its status and body (an HTTP answer's or a socket acknowledgement's). */
export function errorFromBody(status: number, body: ErrorPayload, statusText = "", retryAfterSeconds: number | null = null): ApiError {
  const kind = kindOf(status);
  const code = typeof body.code === "string" ? body.code : kind === "server" ? "SERVER_ERROR" : String(status);
  const fallback = code in ERROR_CODES ? ERROR_CODES[code as keyof typeof ERROR_CODES].message : statusText;
  return new ApiError({
    kind,
    status,
    code,
    message: typeof body.detail === "string" ? body.detail : fallback,
    fields: fieldsOf(body.errors),
    retryAfterSeconds,
  });
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const body: ErrorPayload = await response.json().catch(() => ({}));
  const retryAfter = Number(response.headers.get("Retry-After"));
  return errorFromBody(response.status, body, response.statusText, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
}

export function networkError(): ApiError {
  return new ApiError({ kind: "network", status: 0, code: "NETWORK_ERROR", message: "Sin respuesta del servidor" });
}

export function invalidResponseError(): ApiError {
  return new ApiError({ kind: "server", status: 200, code: "SERVER_ERROR", message: ERROR_CODES.SERVER_ERROR.message });
}

export function sessionEndedError(message: string): ApiError {
  return new ApiError({ kind: "auth", status: 401, code: "TOKEN_NOT_VALID", message, reported: true });
}
