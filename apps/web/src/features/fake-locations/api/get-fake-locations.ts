import { fakeLocationListSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const fakeLocationsQueryKey = ["fake-locations"] as const;

/** The headquarter's couriers with a fake-location capture open or recent, open ones first. */
export const getFakeLocations = (signal?: AbortSignal) => apiRequest("/fake-locations/", fakeLocationListSchema, { signal });

export const fakeLocationsQueryOptions = () =>
  queryOptions({ queryKey: [...fakeLocationsQueryKey, "list"], queryFn: ({ signal }) => getFakeLocations(signal) });

export function useFakeLocations() {
  return useQuery(fakeLocationsQueryOptions());
}
