import { fakeLocationDetailSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { fakeLocationsQueryKey } from "./get-fake-locations";

/** One courier's recent captures, the evidence against it and the reasons of its score. */
export const getFakeLocation = (messenger: string, signal?: AbortSignal) =>
  apiRequest(`/fake-locations/${encodeURIComponent(messenger)}/`, fakeLocationDetailSchema, { signal });

export const fakeLocationQueryOptions = (messenger: string) =>
  queryOptions({ queryKey: [...fakeLocationsQueryKey, "detail", messenger], queryFn: ({ signal }) => getFakeLocation(messenger, signal) });

export function useFakeLocation(messenger: string) {
  return useQuery(fakeLocationQueryOptions(messenger));
}
