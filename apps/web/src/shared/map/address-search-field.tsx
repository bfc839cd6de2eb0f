import PinDropOutlinedIcon from "@mui/icons-material/PinDropOutlined";
import { Autocomplete, Box, TextField, Typography } from "@mui/material";
import { GEOCODER_DEBOUNCE_MS, type GeocoderResult, parseColombianAddress, QUICK_PANEL_LIMITS } from "@despacho/domain";
import { type QueryKey, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDebouncedValue } from "@shared/hooks/use-debounced-value";

const NO_ADDRESS_FOUND = "No se encontraron direcciones en las ciudades de trabajo";

interface AddressSearchFieldProps<K extends QueryKey> {
  label: string;
  /** Off: a plain address field (the headquarter turned the map autocompletion off). */
  searchable: boolean;
  value: string;
  error?: string;
  onChange: (address: string) => void;
  /** A place picked from the results: its text becomes the address and its point the pin. */
  onPick: (place: GeocoderResult) => void;
  onFocus: () => void;
  onBlur: () => void;
  /** The places query for what was typed (the panels' geocoder in the headquarter, or a link's public one). */
  placesQuery: (q: string) => UseQueryOptions<GeocoderResult[], Error, GeocoderResult[], K>;
}

/**
 * An address typed freely, with the places found for it (debounced) to pick from, the headquarter's saved places first
 * and marked 'Lugar frecuente'; on leaving
 * the field, a street address typed is shown in its normalised form ("cll72#10-34" → "Calle 72 # 10-34").
 */
export function AddressSearchField<K extends QueryKey>(props: AddressSearchFieldProps<K>) {
  const { label, searchable, value, error, onChange, onPick, onFocus, onBlur, placesQuery } = props;
  const [typed, setTyped] = useState("");
  // A place picked keeps its label as the geocoder gave it.
  const [picked, setPicked] = useState(false);
  const q = useDebouncedValue(typed.trim(), GEOCODER_DEBOUNCE_MS);
  const searching = searchable && typed.trim().length >= QUICK_PANEL_LIMITS.addressMin;
  const search = useQuery(placesQuery(searching ? q : ""));
  // With free text the list stays closed when empty: the field itself says why nothing is offered.
  const searchNote = !searching
    ? undefined
    : search.isError
      ? search.error.message
      : q === typed.trim() && search.isSuccess && !search.isFetching && search.data.length === 0
        ? NO_ADDRESS_FOUND
        : undefined;
  return (
    <Autocomplete<GeocoderResult, false, false, true>
      freeSolo
      options={searching ? (search.data ?? []) : []}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === "string" ? o : o.label)}
      renderOption={({ key, ...optionProps }, place) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          {place.saved_name !== undefined ? (
            <>
              <PinDropOutlinedIcon fontSize="small" color="primary" aria-hidden />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {place.saved_name}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {" · Lugar frecuente"}
                  </Typography>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.label}
                </Typography>
              </Box>
            </>
          ) : (
            place.label
          )}
        </Box>
      )}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        if (reason !== "input") return;
        setTyped(text);
        setPicked(false);
        onChange(text);
      }}
      onChange={(_, place) => {
        if (!place || typeof place === "string") return;
        setPicked(true);
        onPick(place);
      }}
      loading={searching && search.isFetching}
      loadingText="Buscando direcciones..."
      onFocus={onFocus}
      onBlur={() => {
        const address = parseColombianAddress(value);
        if (!picked && address.recognised && address.normalised !== value) onChange(address.normalised);
        onBlur();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required
          size="small"
          error={Boolean(error)}
          helperText={error ?? searchNote}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: QUICK_PANEL_LIMITS.addressMax } }}
        />
      )}
    />
  );
}
