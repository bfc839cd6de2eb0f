import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, firstScreenSchemas } from "../api-client";

export const getActiveHeadquarters = (signal?: AbortSignal) =>
  apiRequest("/users/active-headquarters/", () => firstScreenSchemas().then((m) => m.activeHeadquartersSchema), { signal });

export const activeHeadquartersQueryOptions = () =>
  queryOptions({ queryKey: ["headquarters", "active"], queryFn: ({ signal }) => getActiveHeadquarters(signal), staleTime: 5 * 60_000 });

export function useActiveHeadquarters({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...activeHeadquartersQueryOptions(), enabled });
}
