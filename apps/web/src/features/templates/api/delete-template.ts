import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { templatesQueryKey } from "@shared/api/templates/get-templates";
import { notify } from "@shared/ui/toast-store";

export const deleteTemplate = (id: string) => apiSend(`/templates/${encodeURIComponent(id)}/`, { method: "DELETE" });

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: templatesQueryKey });
    },
  });
}
