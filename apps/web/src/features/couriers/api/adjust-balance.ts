import { PAYROLL_MESSAGES, type PayrollAdjustmentInput, payrollEntryWrittenSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { couriersQueryKey } from "./courier-keys";

export const adjustBalance = ({ id, idempotencyKey, ...input }: PayrollAdjustmentInput & { id: string; idempotencyKey: string }) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/adjustment/`, payrollEntryWrittenSchema, {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });

/** An adjustment is a payroll ledger entry with its reason: the courier and its lists are read again. */
export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => {
      notify.success(PAYROLL_MESSAGES.adjusted);
      return queryClient.invalidateQueries({ queryKey: couriersQueryKey });
    },
  });
}
