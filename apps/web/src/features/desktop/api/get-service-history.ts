import { PAGE_SIZE, pageSchema, serviceHistoryEntrySchema } from "@despacho/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@despacho/client";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

const historyPageSchema = pageSchema(serviceHistoryEntrySchema);
export type ServiceHistoryEntry = z.infer<typeof serviceHistoryEntrySchema>;

export const getServiceHistory = (uuid: string, offset: number, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/historical/`, historyPageSchema, {
    query: { limit: PAGE_SIZE.history, offset },
    signal,
  });

// spec §4: the history list appends pages ('Ver más').
export const serviceHistoryQueryOptions = (uuid: string) =>
  infiniteQueryOptions({
    queryKey: [...serviceItemQueryKey(uuid), "history"],
    queryFn: ({ pageParam, signal }) => getServiceHistory(uuid, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, all) => {
      const loaded = all.reduce((n, page) => n + page.results.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });

export function useServiceHistory(uuid: string) {
  return useInfiniteQuery(serviceHistoryQueryOptions(uuid));
}
