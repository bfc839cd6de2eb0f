import { Autocomplete, TextField } from "@mui/material";
import { SEARCH_DEBOUNCE_MS, type Tag, TAGS_PER_SERVICE_MAX } from "@despacho/domain";
import { useState } from "react";
import { useTags } from "@shared/api/tags/get-tags";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";

interface TagPickerProps {
  label?: string;
  value: Tag[];
  onChange: (tags: Tag[]) => void;
  size?: "small" | "medium";
  /** Whether more than a service's maximum may be chosen (a filter may; a service may not). */
  unlimited?: boolean;
}

/** Tags of the headquarter's catalogue (spec §7 Tags), searched on the server as the user types. */
export function TagPicker({ label = "Etiquetas", value, onChange, size, unlimited }: TagPickerProps) {
  const [input, setInput] = useState("");
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const tags = useTags({ page: 0, search });
  const full = !unlimited && value.length >= TAGS_PER_SERVICE_MAX;
  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={input}
      onInputChange={(_, text, reason) => reason !== "reset" && setInput(text)}
      options={tags.data?.results ?? []}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(t) => t.name}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(a, b) => a.uuid === b.uuid}
      loading={tags.isFetching}
      loadingText="Buscando etiquetas..."
      noOptionsText="No hay etiquetas con ese nombre"
      size={size}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
