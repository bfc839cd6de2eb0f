import { type LocationAreaQuery, locationAreaSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

const areaPageSchema = pageSchema(locationAreaSchema);

/** spec §7 GET /country/{id}/locations-area/ with its search. */
export const getLocationAreas = (countryId: string, params: LocationAreaQuery, signal?: AbortSignal) =>
  apiRequest(`/country/${encodeURIComponent(countryId)}/locations-area/`, areaPageSchema, { query: params, signal });

export const locationAreasQueryOptions = (countryId: string, params: LocationAreaQuery) =>
  queryOptions({
    queryKey: ["location-areas", countryId, params],
    queryFn: ({ signal }) => getLocationAreas(countryId, params, signal),
    placeholderData: keepPreviousData,
    // Reference data: it changes with a new release, not during a session.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLocationAreas = (countryId: string, params: LocationAreaQuery) => useQuery(locationAreasQueryOptions(countryId, params));
