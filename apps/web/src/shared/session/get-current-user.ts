import { userSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";
import { useSession } from "./session-store";

export const getCurrentUser = (signal?: AbortSignal) => apiRequest("/users/profile/", userSchema, { signal });

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ["session", "user"], queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 5 * 60_000 });

export function useCurrentUser() {
  const { access } = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(access) });
}
