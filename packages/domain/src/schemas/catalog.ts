import { z } from "zod";
import { proofRulesSchema } from "../couriers/proof.js";
import { pesosSchema } from "../money.js";
import { QUICK_PANEL_LIMITS, QUICK_PANEL_MESSAGES } from "../services/quick-panel.js";
import { phoneNumberSchema } from "../phone.js";
import { emailSchema, pageQuerySchema, requiredText, uuidSchema } from "./common.js";

export const CATALOG_NAME_MAX = 100;
export const CUSTOMER_NAME_MAX = 150;
export const CUSTOMER_ADDRESS_MAX = 100;
export const ANONYMOUS_CUSTOMERS_ALL_MAX = 500;
export const SURCHARGE_POINTS_MAX = 50;

/** A query flag: `?all`, `?all=true` and `?all=false`. */
export const queryFlagSchema = z.enum(["", "true", "false"]).transform((value) => value !== "false");

export const searchSchema = z.string().trim().max(CATALOG_NAME_MAX);
const percent = z.number().int().min(0, { error: "Debe estar entre 0 y 100" }).max(100, { error: "Debe estar entre 0 y 100" });

export const coordinatesSchema = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }).strict();
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const distanceSurchargeSchema = z.object({ included_km: z.number().min(0).max(10_000), value_per_km: pesosSchema }).strict();
export type DistanceSurchargeRule = z.infer<typeof distanceSurchargeSchema>;

// spec §3 Service type, plus what the surcharge calculation needs.
export const serviceTypeSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  base_cost: z.number().int(),
  allow_location_without_coordinates: z.boolean(),
  has_active_surcharges: z.boolean(),
  distance_surcharge: distanceSurchargeSchema.nullable(),
  round_trip_surcharge_percent: z.number().int(),
  skip_address_confirmation_on_the_map: z.boolean(),
  max_specified_base: z.number().int().nullable(),
  max_time_to_operate_scheduled_services: z.number().int().nullable(),
  is_active: z.boolean(),
  /** issue 24: what the courier must give at the pickup and at the drop-off of this type's services. */
  proof_rules: proofRulesSchema,
});
export type ServiceType = z.infer<typeof serviceTypeSchema>;

const serviceTypeFields = {
  name: requiredText(CATALOG_NAME_MAX),
  base_cost: pesosSchema,
  allow_location_without_coordinates: z.boolean(),
  has_active_surcharges: z.boolean(),
  distance_surcharge: distanceSurchargeSchema.nullable(),
  round_trip_surcharge_percent: percent,
  skip_address_confirmation_on_the_map: z.boolean(),
  max_specified_base: pesosSchema.nullable(),
  max_time_to_operate_scheduled_services: z.number().int().min(0).max(10_080).nullable(),
  is_active: z.boolean(),
  proof_rules: proofRulesSchema,
};
export const serviceTypeInputSchema = z.object(serviceTypeFields).partial().required({ name: true }).strict();
export type ServiceTypeInput = z.infer<typeof serviceTypeInputSchema>;
export const serviceTypePatchSchema = z.object(serviceTypeFields).partial().strict();
export type ServiceTypePatch = z.infer<typeof serviceTypePatchSchema>;

export const serviceTypeListQuerySchema = pageQuerySchema
  .extend({ all: queryFlagSchema.optional(), is_config: queryFlagSchema.optional(), name__icontains: searchSchema.optional() })
  .strict();

export const surchargeRequestSchema = z
  .object({
    value: pesosSchema.nullable().optional(),
    customer: uuidSchema.nullable().optional(),
    surcharge_identifier: z.string().trim().max(CATALOG_NAME_MAX).nullable().optional(),
    is_round_trip: z.boolean().default(false),
    distance_surcharge_locations: z.array(coordinatesSchema).max(SURCHARGE_POINTS_MAX).default([]),
  })
  .strict();
export type SurchargeRequest = z.infer<typeof surchargeRequestSchema>;

export const surchargeBreakdownSchema = z.object({
  base_cost: z.number().int(),
  distance_km: z.number(),
  distance_surcharge: z.number().int(),
  round_trip_surcharge: z.number().int(),
  customer_surcharge: z.number().int(),
  calculated_cost: z.number().int(),
  surcharge_identifier: z.string().nullable(),
});
export type SurchargeBreakdown = z.infer<typeof surchargeBreakdownSchema>;

// spec §3 Payment method: is_default, is_used.
export const paymentMethodSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  is_used: z.boolean(),
  is_active: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const paymentMethodFields = { name: requiredText(CATALOG_NAME_MAX), is_default: z.boolean(), is_active: z.boolean() };
export const paymentMethodInputSchema = z.object(paymentMethodFields).partial().required({ name: true }).strict();
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;
export const paymentMethodPatchSchema = z.object(paymentMethodFields).partial().strict();
export type PaymentMethodPatch = z.infer<typeof paymentMethodPatchSchema>;

export const paymentMethodListQuerySchema = pageQuerySchema.extend({ is_config: queryFlagSchema.optional() }).strict();

// spec §5: the quick panel's name and phone rules hold wherever a customer is written.
const customerName = z
  .string({ error: QUICK_PANEL_MESSAGES.name })
  .trim()
  .min(QUICK_PANEL_LIMITS.nameMin, { error: QUICK_PANEL_MESSAGES.name })
  .max(CUSTOMER_NAME_MAX, { error: `Máximo ${CUSTOMER_NAME_MAX} caracteres` });
const optionalEmail = emailSchema.nullable().optional();

export const customerSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
  surcharge_percent: z.number().int(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerInputSchema = z
  .object({ name: customerName, phone_number: phoneNumberSchema, email: optionalEmail, surcharge_percent: percent.optional() })
  .strict();
export type CustomerInput = z.infer<typeof customerInputSchema>;

export const anonymousCustomerSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  phone_number: z.string(),
  address: z.string().nullable(),
  email: z.string().nullable(),
});
export type AnonymousCustomer = z.infer<typeof anonymousCustomerSchema>;

const anonymousCustomerFields = {
  name: customerName,
  phone_number: phoneNumberSchema,
  address: z
    .string()
    .trim()
    .max(CUSTOMER_ADDRESS_MAX, { error: `Máximo ${CUSTOMER_ADDRESS_MAX} caracteres` })
    .nullable()
    .optional(),
  email: optionalEmail,
};
export const anonymousCustomerInputSchema = z.object(anonymousCustomerFields).strict();
export type AnonymousCustomerInput = z.infer<typeof anonymousCustomerInputSchema>;
export const anonymousCustomerPatchSchema = z.object(anonymousCustomerFields).partial().strict();
export type AnonymousCustomerPatch = z.infer<typeof anonymousCustomerPatchSchema>;

export const customerListQuerySchema = pageQuerySchema.extend({ q: searchSchema.optional() }).strict();

// spec §3 Messenger and §4: Conectado when online, else Desconectado.
export const MESSENGER_STATUS = { online: "Conectado", offline: "Desconectado" } as const;

export const messengerSchema = z.object({
  uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  image_url: z.string().nullable(),
  avatar: z.string(),
  status: z.enum([MESSENGER_STATUS.online, MESSENGER_STATUS.offline]),
  is_available: z.boolean(),
  rating: z.number(),
  last_location: z.object({ latitude: z.number(), longitude: z.number(), at: z.string().nullable() }).nullable(),
  /** An open block at the headquarter: not assignable (the assign dialogs disable it). */
  blocked: z.boolean(),
  /** Now is outside the headquarter's or the courier's working hours: assignable, marked. */
  out_of_hours: z.boolean(),
});
export type Messenger = z.infer<typeof messengerSchema>;

/** How the desk describes a courier: a blocked one is not 'disponible' whatever its own switch says (spec §4 blocks). */
export function messengerStanding(messenger: Pick<Messenger, "status" | "is_available" | "blocked">): string {
  if (messenger.blocked) return `${messenger.status} · bloqueado`;
  return messenger.is_available ? `${messenger.status} · disponible` : messenger.status;
}

export const optimalMessengerSchema = messengerSchema.extend({ distance_km: z.number() });
export type OptimalMessenger = z.infer<typeof optimalMessengerSchema>;

export const messengerListQuerySchema = pageQuerySchema
  .extend({ q: searchSchema.optional(), is_online: queryFlagSchema.optional(), is_available: queryFlagSchema.optional() })
  .strict();
