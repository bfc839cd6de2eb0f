import { type HeadquarterSettingsPatch, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSession } from "@shared/session/use-session";
import { headquarterSettingsQueryKey } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { patchHeadquarterSettings } from "@shared/api/headquarter-settings/patch-headquarter-settings";
import { notify } from "@shared/ui/toast-store";

/** Saves some settings of the chosen headquarter; every open desk follows through settings-change. */
export function usePatchSettings() {
  const queryClient = useQueryClient();
  const { headquarter } = useSession();
  return useMutation({
    mutationFn: (patch: HeadquarterSettingsPatch) => patchHeadquarterSettings(headquarter ?? "", patch),
    onSuccess: (settings) => {
      notify.success(MESSAGES.updated);
      queryClient.setQueryData(headquarterSettingsQueryKey(headquarter ?? ""), settings);
    },
  });
}
