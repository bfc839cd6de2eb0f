import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { attachedFilesQueryKey } from "@shared/api/service-files/attached-files";
import { notify } from "@shared/ui/toast-store";

// spec §7 DELETE /attached-file/{id}/ (delete_attachedfile).
const removeAttachedFile = ({ id }: { id: string; service: string }) =>
  apiSend(`/attached-file/${encodeURIComponent(id)}/`, { method: "DELETE" });

/** Removing a file from the service detail: 'Eliminado correctamente' and the list refreshes. */
export function useRemoveAttachedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAttachedFile,
    onSuccess: (_answer, { service }) => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: attachedFilesQueryKey(service) });
    },
  });
}
