import { Autocomplete, Checkbox, TextField } from "@mui/material";

interface Choice {
  uuid: string;
  name: string;
}

interface ChoicesFieldProps {
  label: string;
  options: readonly Choice[];
  value: string[];
  onChange: (ids: string[]) => void;
  loading: boolean;
  required?: boolean;
  error?: string;
  helperText?: string;
}

/** Several of the headquarter's types or payment methods, picked from a list with check boxes. */
export function ChoicesField({ label, options, value, onChange, loading, required = false, error, helperText }: ChoicesFieldProps) {
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      options={options}
      loading={loading}
      loadingText="Cargando..."
      noOptionsText="No hay opciones"
      value={options.filter((o) => value.includes(o.uuid))}
      onChange={(_, picked) => onChange(picked.map((o) => o.uuid))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={selected} sx={{ mr: 1 }} slotProps={{ input: { "aria-hidden": true } }} tabIndex={-1} />
          {option.name}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} margin="dense" error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}
