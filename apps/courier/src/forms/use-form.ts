import { useState } from "react";
import type { FieldErrors } from "./field-errors";

/** A form's values as typed and its messages; a field's message goes once it is edited. */
export function useForm(initial: Record<string, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: "" }));
  };
  return { values, errors, setErrors, change };
}
