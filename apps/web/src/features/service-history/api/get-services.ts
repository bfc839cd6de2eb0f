import { PAGE_SIZE, type ServiceStatus, serviceListSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

/** The list query the API understands (spec §7 Services list query). */
export interface ServiceHistoryFilter {
  status__in?: ServiceStatus[];
  q?: string;
  current_date?: string;
  /** spec §2.4 column filters as `field__lookup` parameters. */
  lookups?: Record<string, string>;
}

export interface ServiceHistoryParams extends ServiceHistoryFilter {
  page: number;
}

export const filterQuery = (filter: ServiceHistoryFilter) => ({
  status__in: filter.status__in?.length ? filter.status__in.join(",") : undefined,
  q: filter.q || undefined,
  current_date: filter.current_date || undefined,
  ...filter.lookups,
});

// spec §9: the service history pages by 25.
export const getServiceHistory = ({ page, ...filter }: ServiceHistoryParams, signal?: AbortSignal) =>
  apiRequest("/services/", serviceListSchema, {
    query: { limit: PAGE_SIZE.history, offset: page * PAGE_SIZE.history, ...filterQuery(filter) },
    signal,
  });

// Under the services key: a created or changed service refreshes the history too.
export const serviceHistoryQueryKey = [...servicesQueryKey, "history"] as const;

export const serviceHistoryQueryOptions = (params: ServiceHistoryParams) =>
  queryOptions({
    queryKey: [...serviceHistoryQueryKey, params],
    queryFn: ({ signal }) => getServiceHistory(params, signal),
    placeholderData: keepPreviousData,
  });

export function useServiceHistory(params: ServiceHistoryParams) {
  return useQuery(serviceHistoryQueryOptions(params));
}
