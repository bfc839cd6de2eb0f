import { type ApiKeyInput, apiKeyCreatedSchema, apiKeySchema, MESSAGES } from "@despacho/domain";
import { apiRequest, apiSend } from "@despacho/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@shared/ui/toast-store";

export const apiKeysQueryKey = ["api-keys"] as const;

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => apiRequest("/api-keys/", z.array(apiKeySchema), { signal }) });
export const useApiKeys = () => useQuery(apiKeysQueryOptions());

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => apiRequest("/api-keys/", apiKeyCreatedSchema, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/api-keys/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.apiKeyRevoked);
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}
