import {
  belongsToTab,
  EVENTS,
  type EventPayload,
  LIST_LIMIT_MAX,
  OFFER_MESSAGES,
  SERVICE_EVENTS,
  type ServiceStatus,
} from "@despacho/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { applyServiceEverywhere, deskQueries, findListed, removeWhereNotBelonging } from "../api/desk-cache";
import type { DeskPages } from "../api/get-desk-services";
import { deskServicesQueryKey } from "../api/get-desk-services";
import { groupedByCollaboratorQueryKey } from "../api/get-grouped-by-collaborator";
import { serviceQueryOptions } from "../api/get-service";
import { serviceCountsQueryKey, serviceCountsQueryOptions } from "../api/get-service-counts";
import { getServicesByIds } from "../api/get-services-by-ids";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";
import { SOCKET_BATCH_MS } from "@shared/realtime/socket-batch";
import { notify } from "@shared/ui/toast-store";
import { deskOffersQueryKey } from "../api/get-desk-offers";

// Past a page of services in one batch, the lists are refetched instead.
const BATCH_FETCH_MAX = LIST_LIMIT_MAX;
type Status = ServiceStatus;

async function applyBatch(queryClient: QueryClient, batch: Map<string, Status>) {
  void queryClient.invalidateQueries({ queryKey: groupedByCollaboratorQueryKey });
  const desks = deskQueries(queryClient);
  const needed = new Set<string>();
  for (const [uuid, status] of batch) {
    // What left a list leaves at once (spec §4: finished or cancelled leave the active tab).
    removeWhereNotBelonging(queryClient, uuid, status);
    void queryClient.invalidateQueries({ queryKey: serviceItemQueryKey(uuid), predicate: (q) => q.queryKey.at(-1) !== "detail" });
    for (const desk of desks) {
      const pages = queryClient.getQueryData<DeskPages>(desk.key);
      if (!pages || !belongsToTab(status, desk.filter.tab)) continue;
      if (!desk.active) {
        // A tab not on screen refetches when it is shown again.
        void queryClient.invalidateQueries({ queryKey: desk.key, exact: true, refetchType: "none" });
        continue;
      }
      // spec §4: with a text filter only already-listed services are updated.
      if (findListed(pages, uuid) || !desk.filter.q) needed.add(uuid);
    }
    // An open service dialog reads its own detail again.
    void queryClient.invalidateQueries({ queryKey: serviceQueryOptions(uuid).queryKey, exact: true });
  }
  if (needed.size > BATCH_FETCH_MAX) {
    await queryClient.invalidateQueries({ queryKey: deskServicesQueryKey });
    return;
  }
  if (needed.size === 0) return;
  try {
    const fresh = await getServicesByIds([...needed]);
    for (const service of fresh.results) applyServiceEverywhere(queryClient, service);
  } catch {
    // A live refresh that fails is not the user's doing: no dialog; the next event or a reconnect refreshes.
  }
}

/**
 * The desk's one handler of service socket events (spec §7): every 200 ms the collected events
 * become cache updates — rows replaced, moved, added or removed, counters set — instead of a
 * refetch of 2,000 rows.
 */
export function useDesktopLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const changed = new Map<string, Status>();
    let counts: EventPayload<typeof EVENTS.serviceCountChange> | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;

    const flush = () => {
      timer = null;
      const batch = new Map(changed);
      changed.clear();
      if (counts) {
        // The event counts one day (the server's today); counters of other days ask the server.
        const { current_date: day, ...byStatus } = counts;
        queryClient.setQueryData(serviceCountsQueryOptions(day).queryKey, byStatus);
        void queryClient.invalidateQueries({ queryKey: serviceCountsQueryKey, predicate: (q) => q.queryKey[2] !== day });
        counts = null;
      }
      if (batch.size > 0) void applyBatch(queryClient, batch);
    };
    const schedule = () => {
      timer ??= setTimeout(flush, SOCKET_BATCH_MS);
    };

    const unsubscribe = [
      onEvent(EVENTS.serviceCountChange, (payload) => {
        counts = payload;
        schedule();
      }),
      // issue 22: an offer sent or answered refreshes the rows' 'Ofrecido a …'; nobody taking a service alerts the desk.
      onEvent(EVENTS.offerChange, () => void queryClient.invalidateQueries({ queryKey: deskOffersQueryKey })),
      onEvent(EVENTS.dispatchDeskAlert, ({ consecutive }) => {
        void queryClient.invalidateQueries({ queryKey: deskOffersQueryKey });
        notify.warning(OFFER_MESSAGES.backToDesk(consecutive));
      }),
      onEvent(EVENTS.courierStalled, ({ consecutive }) => {
        void queryClient.invalidateQueries({ queryKey: deskOffersQueryKey });
        notify.warning(OFFER_MESSAGES.stalledAlert(consecutive));
      }),
      ...SERVICE_EVENTS.map((event) =>
        onEvent(event, ({ uuid, status }) => {
          changed.set(uuid, status);
          schedule();
        }),
      ),
    ];
    return () => {
      for (const off of unsubscribe) off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
