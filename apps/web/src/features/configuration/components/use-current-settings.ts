import { useHeadquarterSettings } from "@shared/api/headquarter-settings/get-headquarter-settings";
import { useSession } from "@shared/session/use-session";

/** The settings of the headquarter the user is working in. */
export function useCurrentSettings() {
  return useHeadquarterSettings(useSession().headquarter);
}
