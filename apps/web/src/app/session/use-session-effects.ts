import { MESSAGES } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useActiveHeadquarters } from "@shared/api/headquarters/get-active-headquarters";
import { onSessionExpired, setHeadquarter } from "@despacho/client";
import { useSession } from "@shared/session/use-session";
import { notify } from "@shared/ui/toast-store";
import { refetchAllButSession } from "../query-client";

/**
 * spec §4 session: a failed refresh shows 'Error de autenticación' and logs out; a logout or a
 * headquarter change (here or in another tab) drops or refetches the cached data.
 */
export function useSessionEffects() {
  const queryClient = useQueryClient();
  const { access, headquarter } = useSession();
  const previousAccess = useRef(access);
  const previousHeadquarter = useRef(headquarter);
  const headquarters = useActiveHeadquarters({ enabled: Boolean(access && headquarter) });

  useEffect(() => {
    const unsubscribe = onSessionExpired((message) => notify.error(message, MESSAGES.authErrorTitle));
    return () => {
      unsubscribe();
    };
  }, []);

  // On logout, here or in another tab. Reset, not clear: mounted observers stay attached.
  useEffect(() => {
    const loggedOut = previousAccess.current !== null && access === null;
    previousAccess.current = access;
    if (loggedOut) queryClient.resetQueries();
  }, [access, queryClient]);

  useEffect(() => {
    if (previousHeadquarter.current === headquarter) return;
    const switched = previousHeadquarter.current !== null && headquarter !== null;
    previousHeadquarter.current = headquarter;
    if (switched) refetchAllButSession(queryClient);
  }, [headquarter, queryClient]);

  // A stored headquarter the user no longer works in is dropped, so they choose again.
  useEffect(() => {
    if (headquarter && headquarters.data && !headquarters.data.some((hq) => hq.uuid === headquarter)) setHeadquarter(null);
  }, [headquarter, headquarters.data]);
}
