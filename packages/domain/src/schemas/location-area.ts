import { z } from "zod";
import { pageQuerySchema } from "./common.js";
import { boundsSchema } from "./headquarter.js";

// spec §3 Country: an id with its location areas (departments and cities, each with its bounds).

/** A country is named by its ISO 3166-1 alpha-2 code, as headquarters and companies already say it ("CO"). */
export const countryIdSchema = z.string().regex(/^[A-Z]{2}$/, { error: "País inválido" });
export const countryParamsSchema = z.object({ id: countryIdSchema }).strict();

export const countrySchema = z.object({ id: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const LOCATION_AREA_TYPES = ["department", "city"] as const;
export type LocationAreaType = (typeof LOCATION_AREA_TYPES)[number];

export const locationAreaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(LOCATION_AREA_TYPES),
  /** The department a city belongs to; null for a department. */
  department: z.string().nullable(),
  country_id: z.string(),
  bounds: boundsSchema,
});
export type LocationArea = z.infer<typeof locationAreaSchema>;

export const LOCATION_AREA_QUERY_MAX = 100;
export const locationAreaQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string()
      .trim()
      .max(LOCATION_AREA_QUERY_MAX, { error: `Máximo ${LOCATION_AREA_QUERY_MAX} caracteres` })
      .optional(),
    type: z.enum(LOCATION_AREA_TYPES, { error: "Tipo de área inválido" }).optional(),
  })
  .strict();
export type LocationAreaQuery = z.infer<typeof locationAreaQuerySchema>;
