import { BLOCK_MESSAGES, type BlockInput, blockSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { messengersQueryKey } from "@shared/api/messengers/get-messengers";
import { notify } from "@shared/ui/toast-store";
import { blocksQueryKey } from "./get-blocks";

export const blockMessenger = (input: BlockInput) => apiRequest("/messenger-blocks/", blockSchema, { method: "POST", body: input });

export function useBlockMessenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMessenger,
    onSuccess: () => {
      notify.success(BLOCK_MESSAGES.blocked);
      // A blocked courier goes offline there: the couriers' lists change too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: blocksQueryKey }),
        queryClient.invalidateQueries({ queryKey: messengersQueryKey }),
      ]);
    },
  });
}
