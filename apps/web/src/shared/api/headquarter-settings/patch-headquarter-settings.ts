import { type HeadquarterSettingsPatch, headquarterSettingsResponseSchema } from "@despacho/domain";
import { apiRequest } from "@despacho/client";

/** spec §7 PATCH headquarter settings: Configuración's tabs and the service-mode control save through it. */
export const patchHeadquarterSettings = (headquarter: string, patch: HeadquarterSettingsPatch) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/settings/`, headquarterSettingsResponseSchema, {
    method: "PATCH",
    body: patch,
  });
