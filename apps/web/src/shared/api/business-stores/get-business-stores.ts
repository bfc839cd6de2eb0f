import { businessStoreSchema, LIST_LIMIT_MAX, pageSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

// spec §7 Others: /business-store/, read by the stores screen and the covenants (a business has few stores: one page of LIST_LIMIT_MAX).
const storePageSchema = pageSchema(businessStoreSchema);
export const businessStoresQueryKey = ["business-stores"] as const;

export const businessStoresQueryOptions = () =>
  queryOptions({
    queryKey: businessStoresQueryKey,
    queryFn: ({ signal }) => apiRequest("/business-store/", storePageSchema, { query: { limit: LIST_LIMIT_MAX }, signal }),
  });

export const useBusinessStores = () => useQuery(businessStoresQueryOptions());
