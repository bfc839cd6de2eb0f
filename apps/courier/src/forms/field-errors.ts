import { ApiError } from "@despacho/client";

/** A form's messages by field name. */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The domain schema's Spanish messages, the first one of each field (a form shows one message per field). */
export function fieldErrorsOf(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** What the API refused on named fields (a taken username or plate), by field; empty for any other failure. */
export function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return fieldErrorsOf(error.fields.map((f) => ({ path: [f.field], message: f.message })));
}
