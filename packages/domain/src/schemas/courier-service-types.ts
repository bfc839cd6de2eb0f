import { z } from "zod";
import { uuidSchema } from "./common.js";

// issue 22, spec §7 PATCH /user-to-service-type/{id}/ for a courier: which service types of the headquarter the courier
// may take (a filter of the dispatch engine). None chosen: every type.

export const COURIER_SERVICE_TYPES_MAX = 100;
export const COURIER_SERVICE_TYPE_MESSAGES = {
  tooMany: `Máximo ${COURIER_SERVICE_TYPES_MAX} tipos de servicio`,
  repeated: "El tipo de servicio está repetido",
  unknown: "El tipo de servicio no existe en la sucursal",
} as const;

export const courierServiceTypesInputSchema = z
  .object({
    service_types: z
      .array(uuidSchema)
      .max(COURIER_SERVICE_TYPES_MAX, { error: COURIER_SERVICE_TYPE_MESSAGES.tooMany })
      .refine((ids) => new Set(ids).size === ids.length, { error: COURIER_SERVICE_TYPE_MESSAGES.repeated }),
  })
  .strict();
export type CourierServiceTypesInput = z.infer<typeof courierServiceTypesInputSchema>;

/** The service types a courier may take, by name; empty: every type of the headquarter. */
export const courierServiceTypesSchema = z.object({
  messenger: z.string(),
  service_types: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CourierServiceTypes = z.infer<typeof courierServiceTypesSchema>;
