import { z } from "zod";
import { addressSchema } from "../services/quick-panel.js";

// The address search of the creation panels (GET /api/geocoder/search/?q=).

/** The text searched: an address as the panel takes it (3 to 140 characters). */
export const geocoderQuerySchema = z.object({ q: addressSchema }).strict();
export type GeocoderQuery = z.infer<typeof geocoderQuerySchema>;

/** One place found; city_id is the working city holding it, -1 when none (spec §3 Location). */
export const geocoderResultSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city_id: z.number().int(),
  /** One of the headquarter's saved places (offered first): its name; the label is then its address. */
  saved_name: z.string().optional(),
});
export type GeocoderResult = z.infer<typeof geocoderResultSchema>;
export const geocoderResultsSchema = z.array(geocoderResultSchema);

/** How many places one search answers. */
export const GEOCODER_RESULTS_MAX = 8;
/** How long the panel waits after the last key before it searches. */
export const GEOCODER_DEBOUNCE_MS = 350;
