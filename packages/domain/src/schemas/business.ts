import { z } from "zod";
import { requiredText } from "./common.js";

export const BUSINESS_NAME_MAX = 100;

// spec §2.2 /business-info: a business profile's name and image (User.business).
export const businessPatchSchema = z
  .object({ name: requiredText(BUSINESS_NAME_MAX) })
  .partial()
  .strict();
export type BusinessPatch = z.infer<typeof businessPatchSchema>;

/** spec §2.3: the toolbar reminds a business user without an image to add one. */
export const BUSINESS_IMAGE_REMINDER = "Agregue la imagen de su negocio";

export const STORE_NAME_MAX = 100;
export const STORE_ADDRESS_MAX = 140;
export const STORE_CITIES_MAX = 50;

/** A city of the business's country: a location area id (spec §3 Country, DANE code in Colombia). */
const storeCity = z.number({ error: "Ciudad inválida" }).int({ error: "Ciudad inválida" }).positive({ error: "Ciudad inválida" });

// spec §2.2 /business-store, §3 business store: a business's store, the cities it works in and the
// listing order of its desk (spec §4: 1 ascending by consecutive, -1 descending).
export const businessStoreInputSchema = z
  .object({
    name: requiredText(STORE_NAME_MAX),
    address: z
      .string()
      .trim()
      .max(STORE_ADDRESS_MAX, { error: `Máximo ${STORE_ADDRESS_MAX} caracteres` })
      .default(""),
    active_cities: z
      .array(storeCity)
      .max(STORE_CITIES_MAX, { error: `Máximo ${STORE_CITIES_MAX} ciudades` })
      .default([])
      .transform((cities) => [...new Set(cities)]),
    service_listing_order: z.union([z.literal(1), z.literal(-1)]).default(-1),
  })
  .strict();
export type BusinessStoreInput = z.input<typeof businessStoreInputSchema>;
export const businessStorePatchSchema = businessStoreInputSchema.partial().strict();

export const STORE_MESSAGES = {
  unknownCity: "La ciudad no pertenece al país del negocio",
} as const;

export const activeCitySchema = z.object({ id: z.number().int(), name: z.string() });
export type ActiveCity = z.infer<typeof activeCitySchema>;
export const activeCitiesSchema = z.object({ results: z.array(activeCitySchema) });

export const businessStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  active_cities: z.array(activeCitySchema),
  service_listing_order: z.union([z.literal(1), z.literal(-1)]),
});
export type BusinessStore = z.infer<typeof businessStoreSchema>;
