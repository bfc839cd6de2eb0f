import { allowLinkageSchema, headquarterSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { headquarterKeys } from "@shared/api/headquarters/headquarter-keys";

const path = (id: string) => `/headquarter/${encodeURIComponent(id)}/`;

export const getHeadquarter = (id: string, signal?: AbortSignal) => apiRequest(path(id), headquarterSchema, { signal });
export const getAllowLinkage = (id: string, signal?: AbortSignal) =>
  apiRequest(`${path(id)}allow-linkage/`, allowLinkageSchema, { signal });

/** The headquarter and whether couriers may ask to join it, for its edit form. */
export const headquarterQueryOptions = (id: string) =>
  queryOptions({
    queryKey: headquarterKeys.item(id),
    queryFn: async ({ signal }) => {
      const [headquarter, linkage] = await Promise.all([getHeadquarter(id, signal), getAllowLinkage(id, signal)]);
      return { headquarter, allowLinkage: linkage.allow_linkage };
    },
    // The screen says "not found" itself.
    meta: { handles: ["not-found"] },
  });

export function useHeadquarter(id: string | undefined) {
  return useQuery({ ...headquarterQueryOptions(id ?? ""), enabled: Boolean(id) });
}
