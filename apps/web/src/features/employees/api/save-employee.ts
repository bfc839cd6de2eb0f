import { type EmployeeCreateInput, type EmployeePatch, employeeSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { templatesQueryKey } from "@shared/api/templates/get-templates";
import { notify } from "@shared/ui/toast-store";
import { employeesQueryKey } from "./get-employees";

export const createEmployee = ({ input, idempotencyKey }: { input: EmployeeCreateInput; idempotencyKey: string }) =>
  apiRequest("/users/employees/", employeeSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } });

export const updateEmployee = ({ id, ...patch }: EmployeePatch & { id: string }) =>
  apiRequest(`/users/employees/${encodeURIComponent(id)}/`, employeeSchema, { method: "PATCH", body: patch });

export const setEmployeeEnabled = ({ id, is_enabled }: { id: string; is_enabled: boolean }) =>
  apiRequest(`/users/employees/${encodeURIComponent(id)}/enable/`, employeeSchema, { method: "PATCH", body: { is_enabled } });

/** After a save: the employees and the templates' employee counts are read again. */
function useSaved(message: string) {
  const queryClient = useQueryClient();
  return () => {
    notify.success(message);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
      queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
    ]);
  };
}

export function useCreateEmployee() {
  // A refusal of the account rule (403, decision 022) shows on the form too.
  return useMutation({
    mutationFn: createEmployee,
    meta: { handles: ["bad-request", "conflict", "forbidden"] },
    onSuccess: useSaved(MESSAGES.added),
  });
}

export function useUpdateEmployee() {
  return useMutation({
    mutationFn: updateEmployee,
    meta: { handles: ["bad-request", "conflict", "forbidden"] },
    onSuccess: useSaved(MESSAGES.updated),
  });
}

export function useSetEmployeeEnabled() {
  return useMutation({ mutationFn: setEmployeeEnabled, onSuccess: useSaved(MESSAGES.updated) });
}
