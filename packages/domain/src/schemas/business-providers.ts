import { z } from "zod";
import { pageQuerySchema, uuidSchema } from "./common.js";

// spec §2.2 /logistic-provider, §7 Others: the headquarters that serve a business (its providers),
// the service types it uses from each (/user-to-service-type/) and those each store offers
// (/service-type-user-to-business-store/). docs/decisions/010-business-providers.md.

export const PROVIDER_MESSAGES = {
  added: "Proveedor agregado",
  removed: "Proveedor eliminado",
  confirmRemove: (name: string) => `¿Dejar de trabajar con ${name}?`,
  lastProvider: "El negocio debe tener al menos un proveedor",
  alreadyProvider: "Esta sucursal ya es su proveedor",
  unknownType: "El tipo de servicio no es de este proveedor",
  typeAlreadyChosen: "Ya usa este tipo de servicio con este proveedor",
  typeAlreadyOffered: "La tienda ya ofrece este tipo de servicio",
  typeNotAllowed: "El tipo de servicio no está habilitado para su negocio con este proveedor",
  storeOtherProvider: "La tienda y el tipo de servicio deben ser del mismo proveedor",
  // A store's offers (/business-store) and the store a business user's service carries.
  offersTitle: "Tipos de servicio",
  offersEmpty: "Ofrece todos los tipos elegidos con este proveedor",
  typeAdd: "Agregar tipo de servicio",
  offerWithdrawConfirm: (type: string, store: string) => `¿Dejar de ofrecer ${type} en ${store}?`,
  storeNotOwn: "La tienda no es de su negocio con este proveedor",
  storeDoesNotOfferType: "La tienda no ofrece este tipo de servicio",
  storeForBusinessOnly: "Solo un negocio indica la tienda del servicio",
} as const;

export const logisticProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  city_name: z.string(),
});
export type LogisticProvider = z.infer<typeof logisticProviderSchema>;
export const logisticProviderListSchema = z.object({ results: z.array(logisticProviderSchema) });
export const logisticProviderInputSchema = z.object({ headquarter: uuidSchema }).strict();
export type LogisticProviderInput = z.infer<typeof logisticProviderInputSchema>;

const namedRef = z.object({ id: z.string(), name: z.string() });

/** A service type a business uses from the provider (the selected headquarter). */
export const userToServiceTypeSchema = z.object({ id: z.string(), service_type: namedRef });
export type UserToServiceType = z.infer<typeof userToServiceTypeSchema>;
export const userToServiceTypeInputSchema = z.object({ service_type: uuidSchema }).strict();
export type UserToServiceTypeInput = z.infer<typeof userToServiceTypeInputSchema>;

/** One of those types offered by one of the business's stores. */
export const serviceTypeUserToBusinessStoreSchema = z.object({
  id: z.string(),
  business_store: z.string(),
  user_to_service_type: z.string(),
  service_type: namedRef,
});
export type ServiceTypeUserToBusinessStore = z.infer<typeof serviceTypeUserToBusinessStoreSchema>;
export const serviceTypeUserToBusinessStoreInputSchema = z
  .object({ business_store: uuidSchema, user_to_service_type: uuidSchema })
  .strict();
export type ServiceTypeUserToBusinessStoreInput = z.infer<typeof serviceTypeUserToBusinessStoreInputSchema>;
export const serviceTypeUserToBusinessStoreQuerySchema = pageQuerySchema.extend({ business_store: uuidSchema.optional() }).strict();
