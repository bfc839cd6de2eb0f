import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../api/api-client";
import { useSession } from "../session/session-store";

export const getPermissions = (signal?: AbortSignal) => apiRequest("/permissions/", z.array(z.string()), { signal });

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: ["session", "permissions"], queryFn: ({ signal }) => getPermissions(signal), staleTime: 5 * 60_000 });

export function usePermissions() {
  const { access } = useSession();
  return useQuery({ ...permissionsQueryOptions(), enabled: Boolean(access) });
}
