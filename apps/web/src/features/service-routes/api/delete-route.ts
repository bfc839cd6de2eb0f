import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { routesQueryKey } from "./get-routes";

export const deleteRoute = (id: string) => apiSend(`/routes/${encodeURIComponent(id)}/`, { method: "DELETE" });

export function useDeleteRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoute,
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: routesQueryKey });
    },
  });
}
