import { MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { attachedFilesQueryKey, attachFile } from "@shared/api/service-files/attached-files";
import { notify } from "@shared/ui/toast-store";

/** Attaching from the service detail: 'Agregado correctamente' and the list refreshes. */
export function useAttachFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachFile,
    onSuccess: (_file, { uuid }) => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: attachedFilesQueryKey(uuid) });
    },
  });
}
