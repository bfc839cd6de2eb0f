import type { SurchargeRequest } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { calculateSurcharges, surchargesQueryKey } from "@shared/api/surcharges/calculate-surcharges";

export const surchargesQueryOptions = (type: string, body: SurchargeRequest) =>
  queryOptions({
    queryKey: [...surchargesQueryKey, type, body],
    queryFn: ({ signal }) => calculateSurcharges(type, body, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
    // The panel says the cost could not be calculated; the user can type it.
    meta: { handles: ["bad-request", "not-found", "server", "network"] },
  });

export function useSurcharges(type: string | null, body: SurchargeRequest) {
  return useQuery({ ...surchargesQueryOptions(type ?? "", body), enabled: Boolean(type) });
}
