import { Autocomplete, Box, Chip, TextField, Typography } from "@mui/material";
import { type LocationArea, PAGE_SIZE, SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { type HTMLAttributes, type Key, useState } from "react";
import { useLocationAreas } from "@shared/api/location-areas/get-location-areas";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";

/** What a form keeps of a chosen city (bounds: as the search found it). */
export type CityOption = Pick<LocationArea, "id" | "name"> & { department?: string | null; bounds?: LocationArea["bounds"] };

/** The search every city picker shares: a city of the country, by name on the server (accents and case aside). */
function useCitySearch(countryId: string, chosen: CityOption[]) {
  const [input, setInput] = useState("");
  const q = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const areas = useLocationAreas(countryId, { type: "city", q: q || undefined, limit: PAGE_SIZE.default });
  const found: CityOption[] = areas.data?.results ?? [];
  return {
    options: [...chosen.filter((c) => !found.some((o) => o.id === c.id)), ...found],
    onInputChange: (_: unknown, text: string, reason: string) => reason === "input" && setInput(text),
    getOptionLabel: (city: CityOption) => city.name,
    isOptionEqualToValue: (a: CityOption, b: CityOption) => a.id === b.id,
    filterOptions: (x: CityOption[]) => x,
    loading: areas.isFetching,
    loadingText: "Buscando...",
    noOptionsText: "No hay ciudades con ese nombre",
    renderOption: ({ key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key }, city: CityOption) => (
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
    ),
  };
}

interface Props<T> {
  countryId: string;
  value: T;
  onChange: (value: T) => void;
  onBlur: () => void;
  error?: string;
}

/** One city of the company's country. */
export function CityPicker({ countryId, value, onChange, onBlur, error, label = "Ciudad" }: Props<CityOption | null> & { label?: string }) {
  const search = useCitySearch(countryId, value ? [value] : []);
  return (
    <Autocomplete
      {...search}
      value={value}
      onChange={(_, city: CityOption | null) => onChange(city)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField {...params} label={label} required error={Boolean(error)} helperText={error ?? "Escriba para buscar la ciudad"} />
      )}
    />
  );
}

/** Several cities of the company's country (e.g. the cities a store is active in). */
export function CitiesPicker({ countryId, value, onChange, onBlur, error, label }: Props<CityOption[]> & { label: string }) {
  const search = useCitySearch(countryId, value);
  return (
    <Autocomplete
      {...search}
      multiple
      value={value}
      onChange={(_, cities: CityOption[]) => onChange(cities)}
      onBlur={onBlur}
      renderValue={(cities: CityOption[], getItemProps) =>
        cities.map((city, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={city.name} size="small" {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? "Escriba para buscar una ciudad"} />
      )}
    />
  );
}
