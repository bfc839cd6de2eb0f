import { activeCitySchema, type BusinessStore, businessStoreInputSchema, STORE_CITIES_MAX } from "@despacho/domain";
import { z } from "zod";

/**
 * The store form keeps the chosen cities with their names (to show them); what it sends is the
 * domain's store input, the cities as their location area ids.
 */
export const storeFormSchema = businessStoreInputSchema.extend({
  active_cities: z
    .array(activeCitySchema)
    .max(STORE_CITIES_MAX, { error: `Máximo ${STORE_CITIES_MAX} ciudades` })
    .transform((cities) => [...new Set(cities.map((c) => c.id))]),
});
export type StoreForm = z.input<typeof storeFormSchema>;
export type StoreOutput = z.output<typeof storeFormSchema>;

export const storeFormValues = (store: BusinessStore | null): StoreForm => ({
  name: store?.name ?? "",
  address: store?.address ?? "",
  active_cities: store?.active_cities ?? [],
  service_listing_order: store?.service_listing_order ?? -1,
});
