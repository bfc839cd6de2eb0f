import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

const completionSchema = z.object({ completion_data: z.record(z.string(), z.unknown()).nullable(), finished_at: z.string().nullable() });

export const getCompletionData = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/completion-data/`, completionSchema, { signal });

export const completionDataQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...serviceItemQueryKey(uuid), "completion-data"], queryFn: ({ signal }) => getCompletionData(uuid, signal) });

export function useCompletionData(uuid: string) {
  return useQuery(completionDataQueryOptions(uuid));
}
