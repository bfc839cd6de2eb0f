import {
  duplicateNameMessage,
  ERROR_CODES,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  type UniquelyNamed,
  USERNAME_TAKEN,
} from "@despacho/domain";
import { isUniqueViolation } from "./db/query-helpers.js";

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

/** What the client reads of a refusal, over HTTP or a socket's acknowledgement. */
export function errorBody(error: AppError): ErrorBody & { detail: string } {
  return error.errors ? { code: error.code, detail: error.message, errors: error.errors } : { code: error.code, detail: error.message };
}

export const notFound = () => new AppError("NOT_FOUND");
export const badRequest = (field: string, message: string) => new AppError("VALIDATION", message, [{ field, message }]);

/** A repeated name, refused on the field `name` (409 DUPLICATE_NAME). */
export function duplicateName(thing: UniquelyNamed): AppError {
  const message = duplicateNameMessage(thing);
  return new AppError("DUPLICATE_NAME", message, [{ field: "name", message }]);
}

/** A username already in use, staff or courier, refused on its field (409 DUPLICATE_NAME). */
export const usernameTaken = (field = "username") => new AppError("DUPLICATE_NAME", USERNAME_TAKEN, [{ field, message: USERNAME_TAKEN }]);

/** Runs a write a unique index guards; when the index refuses it, throws `refusal()` instead of a 500. */
export async function refusingDuplicates<T>(write: PromiseLike<T>, refusal: () => AppError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw refusal();
    throw error;
  }
}
