import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { tagsQueryKey } from "@shared/api/tags/get-tags";
import { notify } from "@shared/ui/toast-store";

export const deleteTag = (id: string) => apiSend(`/tags/${encodeURIComponent(id)}/`, { method: "DELETE" });

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: tagsQueryKey });
    },
  });
}
