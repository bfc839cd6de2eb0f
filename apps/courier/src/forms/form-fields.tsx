import { TextField } from "@mui/material";
import type { FieldErrors } from "./field-errors";

/** One field of a form: its name in the domain's schema, its Spanish label and how the phone should help fill it. */
export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "password" | "email" | "tel" | "date" | "number";
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
}

interface FormFieldsProps {
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
}

/** The form's text fields, large for a thumb, each with the message the schema or the API gave it. */
export function FormFields({ fields, values, errors, onChange }: FormFieldsProps) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      name={field.name}
      label={field.label}
      type={field.type ?? "text"}
      autoComplete={field.autoComplete}
      required={field.required}
      value={values[field.name] ?? ""}
      onChange={(event) => onChange(field.name, event.target.value)}
      error={Boolean(errors[field.name])}
      helperText={errors[field.name]}
      fullWidth
      slotProps={{
        inputLabel: field.type === "date" ? { shrink: true } : undefined,
        htmlInput: { maxLength: field.maxLength, inputMode: field.type === "number" ? "numeric" : undefined },
      }}
    />
  ));
}
