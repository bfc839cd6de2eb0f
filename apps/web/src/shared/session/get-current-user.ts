import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, firstScreenSchemas } from "../api/api-client";
import { useSession } from "./session-store";

export const getCurrentUser = (signal?: AbortSignal) =>
  apiRequest("/users/profile/", () => firstScreenSchemas().then((m) => m.userSchema), { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ["session", "user"], queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 5 * 60_000 });

export function useCurrentUser() {
  const { access } = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(access) });
}
