import { OFFER_MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";
import { notify } from "@shared/ui/toast-store";

const reofferService = (uuid: string) => apiSend(`/dispatch/services/${encodeURIComponent(uuid)}/reoffer/`, { method: "POST" });

/** issue 22, one click: the service whose courier stalled goes back to 'Por asignar' and the engine offers it again. */
export function useReofferService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reofferService,
    onSuccess: () => {
      notify.success(OFFER_MESSAGES.reoffered);
      void queryClient.invalidateQueries({ queryKey: servicesQueryKey });
    },
  });
}
