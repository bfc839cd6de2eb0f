import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { anonymousCustomersQueryKey } from "@shared/api/anonymous-customers/get-anonymous-customers";

export const deleteAnonymousCustomer = (id: string) =>
  apiSend(`/users/anonymous-customers/${encodeURIComponent(id)}/`, { method: "DELETE" });

export function useDeleteAnonymousCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnonymousCustomer,
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: anonymousCustomersQueryKey });
    },
  });
}
