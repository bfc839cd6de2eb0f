import { MESSAGES, type TagInput, tagSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { tagsQueryKey } from "@shared/api/tags/get-tags";
import { notify } from "@shared/ui/toast-store";

export const createTag = ({ input, idempotencyKey }: { input: TagInput; idempotencyKey: string }) =>
  apiRequest("/tags/", tagSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } });

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    // The dialog shows a duplicate name under its field.
    meta: { handles: ["bad-request", "conflict"] },
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: tagsQueryKey });
    },
  });
}
