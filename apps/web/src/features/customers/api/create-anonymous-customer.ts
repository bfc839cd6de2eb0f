import { type AnonymousCustomerInput, anonymousCustomerSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { anonymousCustomersQueryKey } from "@shared/api/anonymous-customers/get-anonymous-customers";

export const createAnonymousCustomer = ({ input, idempotencyKey }: { input: AnonymousCustomerInput; idempotencyKey: string }) =>
  apiRequest("/users/anonymous-customers/", anonymousCustomerSchema, {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });

export function useCreateAnonymousCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnonymousCustomer,
    meta: { handles: ["bad-request"] },
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: anonymousCustomersQueryKey });
    },
  });
}
