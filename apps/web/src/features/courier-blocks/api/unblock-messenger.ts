import { BLOCK_MESSAGES, blockSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { blocksQueryKey } from "./get-blocks";

export const unblockMessenger = (id: string) =>
  apiRequest(`/messenger-blocks/${encodeURIComponent(id)}/unblock/`, blockSchema, { method: "PATCH" });

export function useUnblockMessenger() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockMessenger,
    onSuccess: () => {
      notify.success(BLOCK_MESSAGES.unblocked);
      return queryClient.invalidateQueries({ queryKey: blocksQueryKey });
    },
  });
}
