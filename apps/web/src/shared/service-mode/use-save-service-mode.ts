import { MESSAGES, ROUTES, type ServiceMode } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { ApiError } from "@despacho/client";
import { headquarterSettingsQueryKey } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { patchHeadquarterSettings } from "@shared/api/headquarter-settings/patch-headquarter-settings";
import { useSession } from "@shared/session/use-session";
import { notify } from "@shared/ui/toast-store";

/**
 * spec §2.3/§8: saves the headquarter's service mode ('Modo de servicio actualizado'); every open desk follows through
 * settings-change. A queued mode without a queued geozone is refused: the user lands on /geozone-queue with the reason.
 */
export function useSaveServiceMode() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { headquarter } = useSession();
  return useMutation({
    mutationFn: (mode: ServiceMode) => patchHeadquarterSettings(headquarter ?? "", { service_mode: mode }),
    meta: { handles: ["conflict"] },
    onSuccess: (settings) => {
      notify.success(MESSAGES.serviceModeUpdated);
      queryClient.setQueryData(headquarterSettingsQueryKey(headquarter ?? ""), settings);
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.kind !== "conflict") return;
      if (error.code === "QUEUE_GEOZONE_REQUIRED") {
        notify.warning(error.message);
        navigate(ROUTES.geozoneQueue.path);
      } else notify.error(error.message);
    },
  });
}
