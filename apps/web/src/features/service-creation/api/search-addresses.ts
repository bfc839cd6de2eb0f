import { type GeocoderResult, geocoderResultsSchema, QUICK_PANEL_LIMITS } from "@despacho/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** GET /geocoder/search/?q=: places inside the headquarter's working cities. */
export const searchAddresses = (q: string, signal?: AbortSignal) =>
  apiRequest("/geocoder/search/", geocoderResultsSchema, { query: { q }, signal });

export const addressSearchQueryOptions = (headquarter: string | null, q: string) =>
  queryOptions({
    queryKey: ["geocoder", headquarter, q],
    queryFn: ({ signal }): Promise<GeocoderResult[]> => searchAddresses(q, signal),
    enabled: q.length >= QUICK_PANEL_LIMITS.addressMin,
    staleTime: 5 * 60_000,
    // The field says when the search is down; no dialog, no retries while the user types.
    retry: false,
    meta: { handles: ["server", "network", "bad-request"] },
  });
