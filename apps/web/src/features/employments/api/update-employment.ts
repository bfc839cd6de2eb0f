import { type EmploymentInput, employmentSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { employmentsQueryKey } from "@shared/api/employments/get-employments";

export const updateEmployment = ({ id, ...input }: EmploymentInput & { id: string }) =>
  apiRequest(`/users/employments/${encodeURIComponent(id)}/`, employmentSchema, { method: "PATCH", body: input });

export function useUpdateEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployment,
    onSuccess: () => {
      notify.success(MESSAGES.employmentUpdated);
      return queryClient.invalidateQueries({ queryKey: employmentsQueryKey });
    },
  });
}
