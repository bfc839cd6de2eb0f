import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { type LocationArea, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useState } from "react";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";
import { useLocationAreas } from "../api/get-location-areas";

/** What the form keeps of the chosen city. */
export type CityOption = Pick<LocationArea, "id" | "name" | "department">;

interface Props {
  countryId: string;
  value: CityOption | null;
  onChange: (city: CityOption | null) => void;
  onBlur: () => void;
  error?: string;
}

/** A city of the company's country, searched on the server by name (accents and case aside). */
export function CityPicker({ countryId, value, onChange, onBlur, error }: Props) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const areas = useLocationAreas(countryId, { type: "city", q: q || undefined, limit: PAGE_SIZE.default });
  const options: CityOption[] = areas.data?.results ?? [];
  return (
    <Autocomplete
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      onChange={(_, city) => onChange(city)}
      onBlur={onBlur}
      onInputChange={(_, text, reason) => reason === "input" && setInput(text)}
      getOptionLabel={(city) => city.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={areas.isFetching}
      loadingText="Buscando..."
      noOptionsText="No hay ciudades con ese nombre"
      renderOption={({ key, ...props }, city) => (
        <li key={key} {...props}>
          <Box>
            <Typography variant="body2">{city.name}</Typography>
            {city.department && (
              <Typography variant="caption" color="text.secondary">
                {city.department}
              </Typography>
            )}
          </Box>
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Ciudad" required error={Boolean(error)} helperText={error ?? "Escriba para buscar la ciudad"} />
      )}
    />
  );
}
