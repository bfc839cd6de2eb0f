import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { activeHeadquartersQueryOptions } from "@shared/api/headquarters/get-active-headquarters";
import { headquarterSettingsQueryOptions } from "@shared/api/headquarter-settings/get-headquarter-settings";
import {
  connectRealtime,
  currentUserQueryOptions,
  getSession,
  keepSocketAuthenticated,
  onEvent,
  permissionsQueryOptions,
  type ProfileKind,
  publishRealtimeEvent,
  waitForFreshToken,
} from "@despacho/client";
import { setSocketConnected } from "./network-status";
import { pushNotification } from "./notification-store";
import { refetchAllButSession } from "../query-client";

/** One socket per headquarter and profile kind; events become store updates or query invalidations. */
export function useRealtime(headquarter: string | null, profile: ProfileKind | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!headquarter || !profile) return;
    const socket = connectRealtime(() => ({ token: getSession().access, headquarter, profile }));
    const stopAuthenticating = keepSocketAuthenticated(socket);

    // Features subscribe to their own events (e.g. services:*) through onEvent (shared/socket).
    socket.onAny(publishRealtimeEvent);
    socket.on("disconnect", () => setSocketConnected(false));
    socket.on("connect_error", () => setSocketConnected(false));
    const unsubscribe = [
      // With a messenger, these are a courier's presence (features hear them), not this socket's join.
      onEvent(EVENTS.headquarterReconnect, (join) => {
        if (!join.messenger) setSocketConnected(true);
      }),
      onEvent(EVENTS.headquarterConnect, (join) => {
        if (join.messenger) return;
        setSocketConnected(true);
        // A fresh (not recovered) session may have missed events: what was read before it joined, including the
        // first page load's reads still on their way (a service created while the desk loaded), is read again.
        refetchAllButSession(queryClient);
      }),
      onEvent(EVENTS.notification, pushNotification),
      onEvent(EVENTS.settingsChange, (change) =>
        queryClient.invalidateQueries({ queryKey: headquarterSettingsQueryOptions(change.headquarter).queryKey }),
      ),
      // A template of this user changed: a fresh token carries the new permissions, then the menu
      // reads them again (the permission list and the user's role, which useRoles joins).
      onEvent(EVENTS.permissionsChange, () =>
        waitForFreshToken(getSession().access).then(
          () =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: permissionsQueryOptions().queryKey }),
              queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
            ]),
          () => undefined,
        ),
      ),
      // A headquarter this user was made a member of: a fresh token lets them enter it, then the
      // switcher reads the list again.
      onEvent(EVENTS.headquarterCreated, () =>
        waitForFreshToken(getSession().access).then(
          () => queryClient.invalidateQueries({ queryKey: activeHeadquartersQueryOptions().queryKey }),
          () => undefined,
        ),
      ),
    ];

    return () => {
      for (const off of unsubscribe) off();
      stopAuthenticating();
      socket.disconnect();
      setSocketConnected(true);
    };
  }, [headquarter, profile, queryClient]);
}
