import { MESSAGES, type Service } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "@shared/ui/toast-store";
import { applyServiceEverywhere } from "./desk-cache";
import { groupedByCollaboratorQueryKey } from "./get-grouped-by-collaborator";
import { serviceCountsQueryKey } from "./get-service-counts";
import { serviceItemQueryKey } from "@shared/api/services/service-keys";

/**
 * What every single-service action shares: the answer is applied to the desk lists and the detail
 * at once, the counters and history refresh, and spec §8 'Actualizado correctamente' is shown.
 * A 409 shows the server's Spanish reason through the shell's error handler.
 */
export function useServiceMutation<V extends { uuid: string }>(
  mutationFn: (vars: V) => Promise<Service>,
  success: string = MESSAGES.updated,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (service) => {
      applyServiceEverywhere(queryClient, service);
      notify.success(success);
      void queryClient.invalidateQueries({ queryKey: serviceCountsQueryKey });
      void queryClient.invalidateQueries({ queryKey: groupedByCollaboratorQueryKey });
      void queryClient.invalidateQueries({ queryKey: serviceItemQueryKey(service.uuid), predicate: (q) => q.queryKey.at(-1) !== "detail" });
    },
  });
}
