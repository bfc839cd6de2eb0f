import { bulkResultSchema, MESSAGES, type ServiceChanges } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { applyServiceEverywhere } from "./desk-cache";
import { getService } from "./get-service";

export type ServiceEdit = { uuid: string } & Pick<ServiceChanges, "calculated_cost" | "required_value" | "tags">;

/** spec §4: a cost update replaces calculated_cost and required_value; the tags are replaced too (through update-multiple). */
export async function updateService({ uuid, ...changes }: ServiceEdit) {
  const result = await apiRequest("/services/update-multiple/", bulkResultSchema, { method: "PATCH", body: { services: [uuid], changes } });
  const refused = result.refused.find((r) => r.uuid === uuid);
  if (refused) throw new ApiError({ kind: "conflict", status: 409, code: refused.code, message: refused.detail });
  return getService(uuid);
}

export function useUpdateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    // spec §4: both copies (the desk row and the open detail) take the new values.
    onSuccess: (service) => {
      applyServiceEverywhere(queryClient, service);
      notify.success(MESSAGES.updated);
    },
  });
}
