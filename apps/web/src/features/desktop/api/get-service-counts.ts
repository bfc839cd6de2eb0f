import { serviceCountsSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

export const getServiceCounts = (currentDate: string | null, signal?: AbortSignal) =>
  apiRequest("/services/count-status/", serviceCountsSchema, { query: { current_date: currentDate }, signal });

export const serviceCountsQueryKey = [...servicesQueryKey, "counts"] as const;

export const serviceCountsQueryOptions = (currentDate: string | null) =>
  queryOptions({ queryKey: [...serviceCountsQueryKey, currentDate], queryFn: ({ signal }) => getServiceCounts(currentDate, signal) });

export function useServiceCounts(currentDate: string | null) {
  return useQuery(serviceCountsQueryOptions(currentDate));
}
