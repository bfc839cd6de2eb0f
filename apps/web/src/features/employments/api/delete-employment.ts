import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { employmentsQueryKey } from "@shared/api/employments/get-employments";

export const deleteEmployment = (id: string) => apiSend(`/users/employments/${encodeURIComponent(id)}/`, { method: "DELETE" });

export function useDeleteEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployment,
    onSuccess: () => {
      notify.success(MESSAGES.employmentDeleted);
      return queryClient.invalidateQueries({ queryKey: employmentsQueryKey });
    },
  });
}
