import { apiRequest, firstScreenSchemas } from "../api/api-client.js";
import { queryOptions } from "../query-options.js";

export const getCurrentUser = (signal?: AbortSignal) =>
  apiRequest("/users/profile/", () => firstScreenSchemas().then((m) => m.userSchema), { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ["session", "user"], queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 5 * 60_000 });
