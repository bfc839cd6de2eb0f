import { apiRequest, firstScreenSchemas } from "../api/api-client.js";
import { queryOptions } from "../query-options.js";

export const getPermissions = (signal?: AbortSignal) =>
  apiRequest("/permissions/", () => firstScreenSchemas().then((m) => m.permissionListSchema), { signal });

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: ["session", "permissions"], queryFn: ({ signal }) => getPermissions(signal), staleTime: 5 * 60_000 });
