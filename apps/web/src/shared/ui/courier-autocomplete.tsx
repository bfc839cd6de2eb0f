import { Autocomplete, TextField } from "@mui/material";
import { type MessengerRef, SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useState } from "react";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";

const SUGGESTIONS = 10;

export type CourierOption = Pick<MessengerRef, "uuid" | "full_name">;

interface CourierAutocompleteProps {
  label: string;
  value: CourierOption | null;
  onChange: (courier: CourierOption | null) => void;
  required?: boolean;
  error?: string;
  autoFocus?: boolean;
  size?: "small" | "medium";
}

/** A courier of the headquarter picked by typing part of their name (10 suggestions, searched on the server). */
export function CourierAutocomplete({ label, value, onChange, required, error, autoFocus, size }: CourierAutocompleteProps) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const couriers = useMessengers({ q: q || undefined, limit: SUGGESTIONS }, { keepPrevious: true });
  const options: CourierOption[] = (couriers.data?.results ?? []).map((m) => ({ uuid: m.uuid, full_name: m.full_name }));

  return (
    <Autocomplete
      value={value}
      onChange={(_, courier) => onChange(courier)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((o) => o.uuid === value.uuid) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.full_name}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={couriers.isFetching}
      loadingText="Buscando colaboradores..."
      noOptionsText="No hay colaboradores con ese nombre"
      size={size}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={Boolean(error)} helperText={error} autoFocus={autoFocus} />
      )}
    />
  );
}
