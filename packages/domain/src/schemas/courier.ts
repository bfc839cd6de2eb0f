import { z } from "zod";
import { AFFILIATION_STATUSES } from "../couriers/affiliation.js";
import { PASSWORD_MIN } from "./auth.js";
import { serviceStatusSchema } from "../services/status-schema.js";
import { emailSchema, pageQuerySchema, requiredText, uuidSchema } from "./common.js";
import { courierLocationPointSchema } from "./location-point.js";
import { COLLABORATOR_LIMITS, collaboratorFormSchema } from "./petition.js";

// The courier side of the API (/api/courier/…): what the courier app sends and reads.

/** POST /api/courier/sign-up/: a courier account with no headquarter yet. */
export const courierSignUpSchema = z
  .object({
    username: collaboratorFormSchema.shape.username,
    password: z
      .string({ error: "Campo requerido" })
      .min(PASSWORD_MIN, { error: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres` })
      .max(128, { error: "Máximo 128 caracteres" }),
    first_name: collaboratorFormSchema.shape.first_name,
    last_name: collaboratorFormSchema.shape.last_name,
    phone_number: collaboratorFormSchema.shape.phone_number,
    email: emailSchema,
    nuip: requiredText(COLLABORATOR_LIMITS.nuip),
  })
  .strict();
export type CourierSignUpInput = z.input<typeof courierSignUpSchema>;
export type CourierSignUp = z.output<typeof courierSignUpSchema>;

/** PATCH /api/courier/profile/: the courier's own data (at least one field). */
export const courierProfilePatchSchema = z
  .object({
    first_name: collaboratorFormSchema.shape.first_name,
    last_name: collaboratorFormSchema.shape.last_name,
    phone_number: collaboratorFormSchema.shape.phone_number,
    address: collaboratorFormSchema.shape.address,
    email: emailSchema,
  })
  .partial()
  .strict();
export type CourierProfilePatch = z.output<typeof courierProfilePatchSchema>;

/** The courier's own profile (GET/PATCH /api/courier/profile/) with its standing in each headquarter. */
export const courierProfileSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  nuip: z.string().nullable(),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  image_url: z.string().nullable(),
  rating: z.number(),
  rating_counter: z.number().int(),
  affiliations: z.array(
    z.object({
      headquarter: z.string(),
      headquarter_name: z.string(),
      status: z.enum(AFFILIATION_STATUSES),
      is_online: z.boolean(),
    }),
  ),
});
export type CourierProfile = z.infer<typeof courierProfileSchema>;

/** POST /api/courier/activation/: go online or offline for a headquarter. */
export const courierActivationSchema = z.object({ headquarter: uuidSchema, online: z.boolean() }).strict();
export type CourierActivationInput = z.input<typeof courierActivationSchema>;

export const COURIER_MESSAGES = {
  notLinked: "No está vinculado a esta sucursal",
  blocked: "Está bloqueado en esta sucursal",
  /** POST /api/courier/locations/ from a courier who may be online in no headquarter. */
  locationRefused: "No puede enviar su ubicación: no está vinculado ni habilitado en ninguna sucursal",
} as const;

/** Points per POST /api/courier/locations/ (the app sends what it gathered since the last call). */
export const COURIER_LOCATIONS_MAX = 50;

export const courierLocationsSchema = z
  .object({
    points: z
      .array(courierLocationPointSchema)
      .min(1, { error: "Envíe al menos un punto" })
      .max(COURIER_LOCATIONS_MAX, { error: `Máximo ${COURIER_LOCATIONS_MAX} puntos por envío` }),
  })
  .strict();
export type CourierLocationsInput = z.input<typeof courierLocationsSchema>;
/** The answer to a batch of points: how many were stored. */
export const courierLocationsAcceptedSchema = z.object({ accepted: z.number().int() });
export type CourierLocations = z.output<typeof courierLocationsSchema>;

/** GET /api/courier/services/: the courier's services, newest first, one status when asked. */
export const courierServiceListQuerySchema = pageQuerySchema.extend({ status: serviceStatusSchema.optional() }).strict();
export type CourierServiceListQuery = z.input<typeof courierServiceListQuerySchema>;
