import { MESSAGES } from "@despacho/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

const noveltySchema = z.object({ fields: z.record(z.string(), z.string()) });
export type NoveltyFields = Record<string, string>;

// GET and POST of one endpoint (/services/{id}/novelty-fields/) share this file and its key.
export const getNoveltyFields = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/novelty-fields/`, noveltySchema, { signal });

export const saveNoveltyFields = ({ uuid, fields }: { uuid: string; fields: NoveltyFields }) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/novelty-fields/`, noveltySchema, { method: "POST", body: { fields } });

export const noveltyFieldsQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: [...serviceItemQueryKey(uuid), "novelty-fields"], queryFn: ({ signal }) => getNoveltyFields(uuid, signal) });

export function useNoveltyFields(uuid: string) {
  return useQuery(noveltyFieldsQueryOptions(uuid));
}

export function useSaveNoveltyFields() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNoveltyFields,
    onSuccess: (data, { uuid }) => {
      queryClient.setQueryData(noveltyFieldsQueryOptions(uuid).queryKey, data);
      notify.success(MESSAGES.updated);
    },
  });
}
