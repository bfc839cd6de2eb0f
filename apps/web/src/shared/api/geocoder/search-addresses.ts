import { type GeocoderResult, geocoderResultsSchema, QUICK_PANEL_LIMITS } from "@despacho/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** Every address search answer; a saved place added, changed or deleted retires them (it is offered first). */
export const geocoderKeys = { all: ["geocoder"] as const };

/** GET /geocoder/search/?q=: the headquarter's saved places, then places inside its working cities. */
export const searchAddresses = (q: string, signal?: AbortSignal) =>
  apiRequest("/geocoder/search/", geocoderResultsSchema, { query: { q }, signal });

export const addressSearchQueryOptions = (headquarter: string | null, q: string) =>
  queryOptions({
    queryKey: [...geocoderKeys.all, headquarter, q],
    queryFn: ({ signal }): Promise<GeocoderResult[]> => searchAddresses(q, signal),
    enabled: q.length >= QUICK_PANEL_LIMITS.addressMin,
    staleTime: 5 * 60_000,
    // The field says when the search is down; no dialog, no retries while the user types.
    retry: false,
    meta: { handles: ["server", "network", "bad-request"] },
  });
