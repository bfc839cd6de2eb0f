import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, firstScreenSchemas } from "../api/api-client";
import { useSession } from "../session/session-store";

export const getPermissions = (signal?: AbortSignal) =>
  apiRequest("/permissions/", () => firstScreenSchemas().then((m) => m.permissionListSchema), { signal });

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: ["session", "permissions"], queryFn: ({ signal }) => getPermissions(signal), staleTime: 5 * 60_000 });

export function usePermissions() {
  const { access } = useSession();
  return useQuery({ ...permissionsQueryOptions(), enabled: Boolean(access) });
}
