import type { HeadquarterSettingsResponse, ListingOrder } from "@despacho/domain";
import type { QueryClient } from "@tanstack/react-query";
import { headquarterSettingsQueryKey, useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { getSession } from "@despacho/client";
import { useSession } from "@shared/session/use-session";

/** spec §4: by consecutive ascending when service_listing_order is 1, else descending. */
export function useListingOrder(): ListingOrder {
  const { headquarter } = useSession();
  return useHeadquarterSettings(headquarter).data?.service_listing_order ?? -1;
}

export function listingOrderOf(queryClient: QueryClient): ListingOrder {
  const { headquarter } = getSession();
  if (!headquarter) return -1;
  return queryClient.getQueryData<HeadquarterSettingsResponse>(headquarterSettingsQueryKey(headquarter))?.service_listing_order ?? -1;
}
