import { Autocomplete, TextField } from "@mui/material";
import { type MessengerRef, SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useState } from "react";
import { useMessengers } from "@shared/api/messengers/get-messengers";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";

const SUGGESTIONS = 10;

export type CourierOption = Pick<MessengerRef, "uuid" | "full_name">;

/** Where the suggestions come from: a hook searching the couriers by name (`q`), `limit` at most. */
export type CourierSearch = (query: { q?: string; limit: number }) => {
  data?: { results: CourierOption[] };
  isFetching: boolean;
};

/** The headquarter's couriers as its staff search them (spec §7 /users/messengers/). */
const useStaffCourierSearch: CourierSearch = (query) => useMessengers(query, { keepPrevious: true });

interface CourierAutocompleteProps {
  label: string;
  value: CourierOption | null;
  onChange: (courier: CourierOption | null) => void;
  required?: boolean;
  error?: string;
  /** Shown under the field when there is no error. */
  helperText?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  size?: "small" | "medium";
  search?: CourierSearch;
  /** Couriers not to suggest (already chosen). */
  exclude?: readonly string[];
  /** Empties the field once a courier is picked (a field that adds to a list). */
  clearOnPick?: boolean;
}

/** A courier of the headquarter picked by typing part of their name (10 suggestions, searched on the server). */
export function CourierAutocomplete({
  label,
  value,
  onChange,
  required,
  error,
  helperText,
  autoFocus,
  disabled,
  size,
  search = useStaffCourierSearch,
  exclude = [],
  clearOnPick,
}: CourierAutocompleteProps) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const couriers = search({ q: q || undefined, limit: SUGGESTIONS });
  const options: CourierOption[] = (couriers.data?.results ?? [])
    .filter((m) => !exclude.includes(m.uuid))
    .map((m) => ({ uuid: m.uuid, full_name: m.full_name }));

  return (
    <Autocomplete
      value={value}
      onChange={(_, courier) => {
        onChange(courier);
        if (clearOnPick) setInput("");
      }}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={value && !options.some((o) => o.uuid === value.uuid) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.full_name}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={couriers.isFetching}
      loadingText="Buscando colaboradores..."
      noOptionsText="No hay colaboradores con ese nombre"
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(error)}
          helperText={error || helperText}
          autoFocus={autoFocus}
        />
      )}
    />
  );
}
