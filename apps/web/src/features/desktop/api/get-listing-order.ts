import { headquarterSettingsResponseSchema, type ListingOrder } from "@despacho/domain";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";
import { getSession, useSession } from "@shared/session/session-store";

// Same endpoint and key as the headquarter settings the shell reads (features/headquarters): one
// cache entry, refreshed by the shell's settings-change event. Features may not import each other.
const settingsQueryOptions = (headquarter: string) =>
  queryOptions({
    queryKey: ["headquarters", headquarter, "settings"],
    queryFn: ({ signal }) =>
      apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/settings/`, headquarterSettingsResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** spec §4: by consecutive ascending when service_listing_order is 1, else descending. */
export function useListingOrder(): ListingOrder {
  const { headquarter } = useSession();
  const settings = useQuery({ ...settingsQueryOptions(headquarter ?? ""), enabled: Boolean(headquarter) });
  return settings.data?.service_listing_order ?? -1;
}

export function listingOrderOf(queryClient: QueryClient): ListingOrder {
  const { headquarter } = getSession();
  if (!headquarter) return -1;
  return queryClient.getQueryData(settingsQueryOptions(headquarter).queryKey)?.service_listing_order ?? -1;
}
