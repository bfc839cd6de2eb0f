import { serviceDetailSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

/** The service with its courier's latest point (the detail shows where the courier is). */
export const getService = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/`, serviceDetailSchema, { query: { include_messenger_location: "true" }, signal });

export const serviceQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...serviceItemQueryKey(uuid), "detail"], queryFn: ({ signal }) => getService(uuid, signal), staleTime: 0 });

export function useService(uuid: string) {
  return useQuery(serviceQueryOptions(uuid));
}
