import { type Headquarter, type HeadquarterSettings, type HeadquarterSettingsResponse, SERVICE_MODES } from "@despacho/domain";
import type { headquarters } from "../../db/schema/index.js";

export type HeadquarterRow = typeof headquarters.$inferSelect;

export function presentHeadquarter(row: HeadquarterRow): Headquarter {
  return {
    uuid: row.id,
    name: row.name,
    image_url: row.imageUrl,
    google_key: row.googleKey,
    city: { id: row.cityId, name: row.cityName, country_id: row.countryId, bounds: row.cityBounds },
  };
}

export function presentSettings(settings: HeadquarterSettings): HeadquarterSettingsResponse {
  return {
    ...settings,
    current_datetime: new Date().toISOString(),
    service_mode_options: SERVICE_MODES.map((m) => ({ value: m.value, text: m.text })),
  };
}
