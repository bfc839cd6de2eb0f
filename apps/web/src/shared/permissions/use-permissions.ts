import { permissionsQueryOptions } from "@despacho/client";
import { useQuery } from "@tanstack/react-query";
import { useSession } from "../session/use-session";

export function usePermissions() {
  const { access } = useSession();
  return useQuery({ ...permissionsQueryOptions(), enabled: Boolean(access) });
}
