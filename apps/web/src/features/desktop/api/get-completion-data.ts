import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { completionDataSchema } from "@despacho/domain";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

export const getCompletionData = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/completion-data/`, completionDataSchema, { signal });

export const completionDataQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...serviceItemQueryKey(uuid), "completion-data"], queryFn: ({ signal }) => getCompletionData(uuid, signal) });

export function useCompletionData(uuid: string) {
  return useQuery(completionDataQueryOptions(uuid));
}
