import type { FieldError } from "@despacho/domain";
import { useState } from "react";
import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";
import { ApiError, type ApiErrorKind } from "@despacho/client";

/**
 * Where the API's refusal shows on a form: each error of a field the form has goes under that field, the
 * first other one (or the error's message when it names no field) above the form.
 */
export function splitServerErrors<F extends string>(error: ApiError, fields: readonly F[]) {
  const byField: { field: F; message: string }[] = [];
  const loose: FieldError[] = [];
  for (const f of error.fields) {
    const field = fields.find((name) => name === f.field);
    if (field) byField.push({ field, message: f.message });
    else loose.push(f);
  }
  const formError = loose.length || error.fields.length === 0 ? (loose[0]?.message ?? error.message) : null;
  return { byField, formError };
}

/** A form's server errors (see splitServerErrors) for the error kinds the form shows itself. */
export function useServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: readonly FieldPath<V>[],
  kinds: readonly ApiErrorKind[] = ["bad-request"],
) {
  const [formError, setFormError] = useState<string | null>(null);
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError) || !kinds.includes(error.kind)) return;
    const split = splitServerErrors(error, fields);
    for (const { field, message } of split.byField) setError(field, { type: "server", message });
    setFormError(split.formError);
  };
  return { formError, setFormError, showServerErrors };
}
