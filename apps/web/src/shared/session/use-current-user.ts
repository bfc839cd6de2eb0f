import { currentUserQueryOptions } from "@despacho/client";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "./use-session";

export function useCurrentUser() {
  const { access } = useSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: Boolean(access) });
}
