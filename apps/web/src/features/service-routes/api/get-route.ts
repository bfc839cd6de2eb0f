import { serviceRouteDetailSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { routesQueryKey } from "./get-routes";

export const routeQueryKey = (id: string) => [...routesQueryKey, "item", id] as const;

export const getRoute = (id: string, signal?: AbortSignal) =>
  apiRequest(`/routes/${encodeURIComponent(id)}/`, serviceRouteDetailSchema, { signal });

export const routeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: routeQueryKey(id),
    queryFn: ({ signal }) => getRoute(id, signal),
    // The screens say "not found" themselves.
    meta: { handles: ["not-found"] },
  });

export function useRoute(id: string | null) {
  return useQuery({ ...routeQueryOptions(id ?? ""), enabled: Boolean(id) });
}
