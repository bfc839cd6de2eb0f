import { BUSINESS_PROFILE, isAllowed, type Requirement } from "@despacho/domain";
import { useMemo } from "react";
import { useCurrentUser } from "../session/use-current-user";
import { usePermissions } from "./use-permissions";

export interface Roles {
  /** Codenames from /permissions/ plus the markers carried on the user (is_business_profile). */
  roles: readonly string[];
  isBusiness: boolean;
  /** False until both the user and the permission list have arrived. */
  ready: boolean;
}

export function useRoles(): Roles {
  const user = useCurrentUser();
  const permissions = usePermissions();
  return useMemo(() => {
    const roles = [...new Set([...(permissions.data ?? []), ...(user.data?.role ?? [])])];
    const isBusiness = Boolean(user.data?.business) || roles.includes(BUSINESS_PROFILE);
    return { roles, isBusiness, ready: Boolean(user.data && permissions.data) };
  }, [user.data, permissions.data]);
}

/** spec §6: hides what the same domain rule forbids; the API still checks. */
export function useCan(requirement: Requirement): boolean {
  const { roles } = useRoles();
  return isAllowed(roles, requirement);
}
