import { type AnonymousCustomerPatch, anonymousCustomerSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { anonymousCustomersQueryKey } from "@shared/api/anonymous-customers/get-anonymous-customers";

export const updateAnonymousCustomer = ({ id, ...input }: AnonymousCustomerPatch & { id: string }) =>
  apiRequest(`/users/anonymous-customers/${encodeURIComponent(id)}/`, anonymousCustomerSchema, { method: "PATCH", body: input });

export function useUpdateAnonymousCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnonymousCustomer,
    meta: { handles: ["bad-request"] },
    onSuccess: () => {
      notify.success(MESSAGES.updated);
      return queryClient.invalidateQueries({ queryKey: anonymousCustomersQueryKey });
    },
  });
}
