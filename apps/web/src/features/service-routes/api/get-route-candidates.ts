import { LITE_SERVICES_PAGE_SIZE, pageSchema, routeCandidateSchema } from "@despacho/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { routeQueryKey } from "./get-route";

/** spec §9 lite services list (20, page 1): services that may join the route, its code's first. */
export function useRouteCandidates(id: string | null, search: string) {
  return useQuery({
    queryKey: [...routeQueryKey(id ?? ""), "candidates", search],
    queryFn: ({ signal }) =>
      apiRequest(`/routes/${encodeURIComponent(id ?? "")}/candidates/`, pageSchema(routeCandidateSchema), {
        query: { limit: LITE_SERVICES_PAGE_SIZE, offset: 0, q: search },
        signal,
      }),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}
