import {
  MESSAGES,
  PAGE_SIZE,
  pageSchema,
  type WebhookInput,
  type WebhookPatch,
  webhookCreatedSchema,
  webhookDeliverySchema,
  webhookSchema,
  webhookSecretSchema,
} from "@despacho/domain";
import { apiRequest, apiSend } from "@despacho/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { notify } from "@shared/ui/toast-store";

export const webhooksQueryKey = ["webhooks"] as const;

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...webhooksQueryKey, "list"],
    queryFn: ({ signal }) => apiRequest("/webhooks/", z.array(webhookSchema), { signal }),
  });

/** The delivery log, newest first; refreshed every few seconds while pending ones wait. */
export const webhookDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: [...webhooksQueryKey, "deliveries"],
    queryFn: ({ signal }) =>
      apiRequest("/webhook-deliveries/", pageSchema(webhookDeliverySchema), { query: { limit: PAGE_SIZE.webhookDeliveries }, signal }),
    refetchInterval: (query) => (query.state.data?.results.some((d) => d.status === "pending") ? 3_000 : false),
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());
export const useWebhookDeliveries = () => useQuery(webhookDeliveriesQueryOptions());

export const getWebhookSecret = (id: string) => apiRequest(`/webhooks/${encodeURIComponent(id)}/secret/`, webhookSecretSchema);

/** A write to the subscriptions or the log: says it in Spanish and refreshes both. */
function useWebhookMutation<V, R>(mutationFn: (value: V) => Promise<R>, message: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      notify.success(message);
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
    },
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation(
    (input: WebhookInput) => apiRequest("/webhooks/", webhookCreatedSchema, { method: "POST", body: input }),
    MESSAGES.added,
  );
export const useUpdateWebhook = () =>
  useWebhookMutation(
    ({ id, patch }: { id: string; patch: WebhookPatch }) =>
      apiRequest(`/webhooks/${encodeURIComponent(id)}/`, webhookSchema, { method: "PATCH", body: patch }),
    MESSAGES.updated,
  );
export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => apiSend(`/webhooks/${encodeURIComponent(id)}/`, { method: "DELETE" }), MESSAGES.deleted);
export const useSendTestEvent = () =>
  useWebhookMutation(
    (id: string) => apiRequest(`/webhooks/${encodeURIComponent(id)}/test/`, webhookDeliverySchema, { method: "POST" }),
    "Evento de prueba en cola",
  );
export const useResendDelivery = () =>
  useWebhookMutation(
    (id: string) => apiRequest(`/webhook-deliveries/${encodeURIComponent(id)}/resend/`, webhookDeliverySchema, { method: "POST" }),
    "Reenvío en cola",
  );
