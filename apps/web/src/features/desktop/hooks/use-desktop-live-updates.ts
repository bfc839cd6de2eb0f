import { belongsToTab, type Service, serviceCountsSchema, serviceStatusSchema } from "@despacho/domain";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import type { ApiErrorKind } from "../../../shared/api/api-error";
import { subscribeRealtimeEvents } from "../../../shared/socket/realtime-events";
import { applyServiceEverywhere, deskQueries, findListed, removeWhereNotBelonging } from "../api/desk-cache";
import type { DeskPages } from "../api/get-desk-services";
import { deskServicesQueryKey } from "../api/get-desk-services";
import { groupedByCollaboratorQueryKey } from "../api/get-grouped-by-collaborator";
import { serviceQueryOptions } from "../api/get-service";
import { serviceCountsQueryKey, serviceCountsQueryOptions } from "../api/get-service-counts";
import { serviceItemQueryKey } from "../api/service-keys";

// spec §9: live service events are batched for 200 ms.
export const SOCKET_BATCH_MS = 200;
// Past this many services in one batch, refetching the lists is cheaper than one GET per service.
const FETCH_ONE_BY_ONE_MAX = 20;
const SERVICE_EVENTS = new Set([
  "services:new",
  "services:change",
  "services:assigned",
  "services:unassign-assigned",
  "services:unassign-in-progress",
]);
const COUNTS_EVENT = "services:count-change";

const serviceEventSchema = z.object({ uuid: z.string(), status: serviceStatusSchema });
const countsEventSchema = serviceCountsSchema.extend({ current_date: z.string() });
type Status = z.infer<typeof serviceStatusSchema>;

// A live refresh that fails is not the user's doing: no dialog (the next event or reconnect fixes it).
const QUIET: ApiErrorKind[] = ["not-found", "forbidden", "network", "server", "http", "rate-limited", "conflict", "auth", "bad-request"];

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
    if (queryClient.getQueryData(serviceQueryOptions(uuid).queryKey)) needed.add(uuid);
  }
  if (needed.size > FETCH_ONE_BY_ONE_MAX) {
    await queryClient.invalidateQueries({ queryKey: deskServicesQueryKey });
    return;
  }
  const fresh = await Promise.allSettled(
    [...needed].map((uuid) => queryClient.fetchQuery({ ...serviceQueryOptions(uuid), meta: { handles: QUIET } })),
  );
  for (const result of fresh) {
    if (result.status === "fulfilled") applyServiceEverywhere(queryClient, result.value as Service);
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
    let counts: z.infer<typeof countsEventSchema> | null = null;
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

    const unsubscribe = subscribeRealtimeEvents((event, payload) => {
      if (event === COUNTS_EVENT) {
        const parsed = countsEventSchema.safeParse(payload);
        if (parsed.success) {
          counts = parsed.data;
          schedule();
        }
        return;
      }
      if (!SERVICE_EVENTS.has(event)) return;
      const parsed = serviceEventSchema.safeParse(payload);
      if (!parsed.success) return;
      changed.set(parsed.data.uuid, parsed.data.status);
      schedule();
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
