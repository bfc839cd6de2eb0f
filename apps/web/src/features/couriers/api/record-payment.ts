import { MESSENGER_PAYMENT_MESSAGES, type MessengerPaymentInput, messengerPaymentSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { couriersQueryKey } from "./courier-keys";

export const recordPayment = ({ id, idempotencyKey, ...input }: MessengerPaymentInput & { id: string; idempotencyKey: string }) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/payment/`, messengerPaymentSchema, {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });

/** A payment lowers the balance: the courier, its lists and its payments are read again. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => {
      notify.success(MESSENGER_PAYMENT_MESSAGES.recorded);
      return queryClient.invalidateQueries({ queryKey: couriersQueryKey });
    },
  });
}
