import { FormControlLabel, Switch } from "@mui/material";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

/** A react-hook-form boolean field shown as a labelled MUI Switch. */
export function FormSwitch<T extends FieldValues, TOut>({
  control,
  name,
  label,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
        />
      )}
    />
  );
}
