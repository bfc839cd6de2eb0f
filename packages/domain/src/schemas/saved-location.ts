import { z } from "zod";
import { parseColombianAddress } from "../addresses/colombian.js";
import { addressSchema } from "../services/quick-panel.js";
import { dateTimeSchema, pageQuerySchema } from "./common.js";

// spec §7 /locations/ (latest, POST, PATCH, DELETE): a headquarter's frequent origins and destinations (issue 26).

export const SAVED_LOCATION_NAME_MAX = 80;
/** How many saved places the address search offers before the geocoder's. */
export const SAVED_LOCATIONS_OFFERED = 3;

const pointMessage = "Ubique la dirección en el mapa";

export const savedLocationInputSchema = z
  .object({
    name: z
      .string({ error: "Campo requerido" })
      .trim()
      .min(1, { error: "Campo requerido" })
      .max(SAVED_LOCATION_NAME_MAX, { error: `Máximo ${SAVED_LOCATION_NAME_MAX} caracteres` }),
    // Stored as the Colombian nomenclature's normalised form ("cl 72 # 10-34" → "Calle 72 # 10-34").
    address: addressSchema.transform((text) => parseColombianAddress(text).normalised),
    latitude: z.number({ error: pointMessage }).min(-90, { error: pointMessage }).max(90, { error: pointMessage }),
    longitude: z.number({ error: pointMessage }).min(-180, { error: pointMessage }).max(180, { error: pointMessage }),
  })
  .strict();
export type SavedLocationInput = z.input<typeof savedLocationInputSchema>;

export const savedLocationPatchSchema = savedLocationInputSchema
  .partial()
  .strict()
  .refine((patch) => (patch.latitude === undefined) === (patch.longitude === undefined), {
    error: "Envíe la latitud y la longitud juntas",
    path: ["latitude"],
  });

/** As the API answers it: the city is the working city holding the point (-1 and null when none), set by the server. */
export const savedLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  city_id: z.number().int(),
  city: z.string().nullable(),
  created_at: dateTimeSchema,
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;

/** GET /locations/latest/: newest first, 5 a page (spec §9), `q` in the name or the address. */
export const savedLocationListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(100).optional() }).strict();
