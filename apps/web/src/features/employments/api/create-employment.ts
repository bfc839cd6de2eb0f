import { type EmploymentInput, employmentSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { employmentsQueryKey } from "@shared/api/employments/get-employments";

export const createEmployment = (input: EmploymentInput) =>
  apiRequest("/users/employments/", employmentSchema, { method: "POST", body: input });

export function useCreateEmployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployment,
    onSuccess: () => {
      notify.success(MESSAGES.employmentCreated);
      return queryClient.invalidateQueries({ queryKey: employmentsQueryKey });
    },
  });
}
