import { ACCOUNT_MESSAGES, MESSAGES } from "@despacho/domain";
import { ApiError } from "@despacho/client";

/** What the confirmation page says when the link did not confirm: the server's reason, else why it could not ask. */
export function confirmFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.serverErrorMessage;
  if (error.kind === "bad-request") return error.fields[0]?.message ?? ACCOUNT_MESSAGES.emailLinkInvalid;
  if (error.kind === "rate-limited") return MESSAGES.tooManyRequests;
  if (error.kind === "network") return MESSAGES.networkErrorMessage;
  return MESSAGES.serverErrorMessage;
}
