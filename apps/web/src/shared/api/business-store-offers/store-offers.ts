import { LIST_LIMIT_MAX, pageSchema, serviceTypeUserToBusinessStoreSchema } from "@despacho/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

// spec §7 /service-type-user-to-business-store/: the service types one store of the business offers
// in the selected provider, read by the stores screen and the business panel; a store offers few:
// one page of 100.
const offerPageSchema = pageSchema(serviceTypeUserToBusinessStoreSchema);
export const storeOffersKey = (store: string) => ["service-type-user-to-business-store", store] as const;

export const storeOffersQueryOptions = (store: string) =>
  queryOptions({
    queryKey: storeOffersKey(store),
    queryFn: ({ signal }) =>
      apiRequest("/service-type-user-to-business-store/", offerPageSchema, {
        query: { business_store: store, limit: LIST_LIMIT_MAX },
        signal,
      }),
  });
