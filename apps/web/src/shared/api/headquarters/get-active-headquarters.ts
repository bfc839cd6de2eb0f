import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, firstScreenSchemas } from "@despacho/client";
import { headquarterKeys } from "./headquarter-keys";

export const getActiveHeadquarters = (signal?: AbortSignal) =>
  apiRequest("/users/active-headquarters/", () => firstScreenSchemas().then((m) => m.activeHeadquartersSchema), { signal });

export const activeHeadquartersQueryOptions = () =>
  queryOptions({ queryKey: headquarterKeys.active, queryFn: ({ signal }) => getActiveHeadquarters(signal), staleTime: 5 * 60_000 });

export function useActiveHeadquarters({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activeHeadquartersQueryOptions(), enabled });
}
