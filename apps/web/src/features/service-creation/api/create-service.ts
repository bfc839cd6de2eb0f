import { type ServiceCreateInput, serviceDetailSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

export interface CreateServiceVariables {
  payload: ServiceCreateInput;
  /** One key per opened form: a retried submit never creates the service twice. */
  idempotencyKey: string;
}

export const createService = ({ payload, idempotencyKey }: CreateServiceVariables) =>
  apiRequest("/services/", serviceDetailSchema, { method: "POST", body: payload, headers: { "Idempotency-Key": idempotencyKey } });

export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    // Field errors (spec §8 bad request) are shown next to the fields by the panel.
    meta: { handles: ["bad-request"] },
    // Every list of services (desk, history) sits under the shared services key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
  });
}
