import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldPathValue, type FieldValues } from "react-hook-form";

type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut> = Omit<
  TextFieldProps,
  "name" | "value" | "onChange" | "onBlur" | "error"
> & {
  control: Control<T, unknown, TOut>;
  name: N;
  /** The field's value from the text typed; the text itself when absent. */
  parse?: (text: string) => unknown;
  /** The text shown for the field's value; the value itself when absent. */
  format?: (value: FieldPathValue<T, N>) => unknown;
};

/**
 * A react-hook-form field shown as an MUI TextField: the field's error in red in place of the
 * helper text while there is one.
 */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>, TOut>({
  control,
  name,
  parse,
  format,
  helperText,
  ...props
}: FormTextFieldProps<T, N, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          value={format ? format(field.value) : field.value}
          onChange={(e) => field.onChange(parse ? parse(e.target.value) : e.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
