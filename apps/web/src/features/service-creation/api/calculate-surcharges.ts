import type { SurchargeRequest } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { calculateSurcharges } from "@shared/api/calculate-surcharges";

// A calculation has no side effect: it is cached per input like a read.
export const surchargesQueryOptions = (type: string, body: SurchargeRequest) =>
  queryOptions({
    queryKey: ["service-creation", "surcharges", type, body],
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
