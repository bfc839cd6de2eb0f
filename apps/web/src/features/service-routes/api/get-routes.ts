import { pageSchema, ROUTE_PAGE_SIZE, serviceRouteSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface RouteListParams {
  /** Counted from 0; 25 routes a page (spec §9 manage route). */
  page: number;
  search: string;
  pageSize?: number;
}

export const routesQueryKey = ["service-routes"] as const;

export const getRoutes = ({ page, search, pageSize = ROUTE_PAGE_SIZE }: RouteListParams, signal?: AbortSignal) =>
  apiRequest("/routes/", pageSchema(serviceRouteSchema), { query: { limit: pageSize, offset: page * pageSize, q: search }, signal });

export const routesQueryOptions = (params: RouteListParams) =>
  queryOptions({
    queryKey: [...routesQueryKey, "list", params],
    queryFn: ({ signal }) => getRoutes(params, signal),
    placeholderData: keepPreviousData,
  });

export function useRoutes(params: RouteListParams) {
  return useQuery(routesQueryOptions(params));
}
