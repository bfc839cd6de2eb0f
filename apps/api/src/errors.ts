import { ERROR_CODES, type ErrorCode, type FieldError } from "@despacho/domain";

/** A failure the client should read: a code of the domain catalogue and a Spanish message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    detail?: string,
    readonly errors?: FieldError[],
  ) {
    super(detail ?? ERROR_CODES[code].message);
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = () => new AppError("NOT_FOUND");
export const badRequest = (field: string, message: string) => new AppError("VALIDATION", message, [{ field, message }]);
