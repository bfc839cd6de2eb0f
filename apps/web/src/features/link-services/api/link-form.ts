import {
  type GeocoderResult,
  geocoderResultsSchema,
  type LinkServiceRequestInput,
  linkServiceFormInfoSchema,
  linkServiceRequestedSchema,
  QUICK_PANEL_LIMITS,
} from "@despacho/domain";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** spec §7 GET /services/create-anonymous/: what the public form of a link needs; a failed token is the page's own state. */
export const useLinkForm = (token: string) =>
  useQuery({
    queryKey: ["link-form", token],
    queryFn: ({ signal }) => apiRequest("/services/create-anonymous/", linkServiceFormInfoSchema, { query: { token }, signal }),
    retry: false,
    meta: { handles: ["not-found"] },
  });

/** The form's address search, in the cities of the link's headquarter. */
export const linkPlacesQueryOptions = (token: string, q: string) =>
  queryOptions({
    queryKey: ["link-places", token, q],
    queryFn: ({ signal }): Promise<GeocoderResult[]> =>
      apiRequest("/services/create-anonymous/places/", geocoderResultsSchema, { query: { token, q }, signal }),
    enabled: q.length >= QUICK_PANEL_LIMITS.addressMin,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { handles: ["server", "network", "bad-request", "rate-limited"] },
  });

/** spec §7 POST /services/create-anonymous/: the request; the answer names the tracking page. */
export const useRequestService = () =>
  useMutation({
    mutationFn: (body: LinkServiceRequestInput) =>
      apiRequest("/services/create-anonymous/", linkServiceRequestedSchema, { method: "POST", body }),
    meta: { handles: ["bad-request", "not-found", "rate-limited"] },
  });
