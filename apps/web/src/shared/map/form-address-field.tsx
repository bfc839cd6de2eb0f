import { type GeocoderResult, QUICK_PANEL_LIMITS } from "@despacho/domain";
import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";
import { AddressSearchField } from "./address-search-field";

interface FormAddressFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut, K extends QueryKey> {
  control: Control<T, unknown, TOut>;
  name: N;
  label: string;
  /** Off: a plain address field (the headquarter turned the map autocompletion off). */
  searchable: boolean;
  /** A place picked from the results: the form takes its label as the address (addressOfPlace) and its point as the pin. */
  onPick: (place: GeocoderResult) => void;
  onFocus?: () => void;
  placesQuery: (q: string) => UseQueryOptions<GeocoderResult[], Error, GeocoderResult[], K>;
}

/** A place's label as an address field takes it: cut to an address's length. */
export const addressOfPlace = (place: GeocoderResult) => place.label.slice(0, QUICK_PANEL_LIMITS.addressMax);

/** A react-hook-form address field searched in the geocoder (AddressSearchField): the field's error in red under it. */
export function FormAddressField<T extends FieldValues, N extends FieldPath<T>, TOut, K extends QueryKey>({
  control,
  name,
  label,
  searchable,
  onPick,
  onFocus = () => undefined,
  placesQuery,
}: FormAddressFieldProps<T, N, TOut, K>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressSearchField
          label={label}
          searchable={searchable}
          value={field.value}
          error={fieldState.error?.message}
          onChange={field.onChange}
          onPick={onPick}
          onFocus={onFocus}
          onBlur={field.onBlur}
          placesQuery={placesQuery}
        />
      )}
    />
  );
}
