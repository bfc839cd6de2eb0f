import { type HeadquarterSettingsPatch, headquarterSettingsResponseSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { useSession } from "@shared/session/use-session";
import { headquarterSettingsQueryKey } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { notify } from "@shared/ui/toast-store";

export const patchSettings = (headquarter: string, patch: HeadquarterSettingsPatch) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/settings/`, headquarterSettingsResponseSchema, {
    method: "PATCH",
    body: patch,
  });

/** Saves some settings of the chosen headquarter; every open desk follows through settings-change. */
export function usePatchSettings() {
  const queryClient = useQueryClient();
  const { headquarter } = useSession();
  return useMutation({
    mutationFn: (patch: HeadquarterSettingsPatch) => patchSettings(headquarter ?? "", patch),
    onSuccess: (settings) => {
      notify.success(MESSAGES.updated);
      queryClient.setQueryData(headquarterSettingsQueryKey(headquarter ?? ""), settings);
    },
  });
}
