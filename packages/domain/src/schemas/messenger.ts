import { z } from "zod";
import { pesosSchema } from "../money.js";
import { CATALOG_NAME_MAX, messengerSchema } from "./catalog.js";
import { dateTimeSchema, pageQuerySchema } from "./common.js";
import { AFFILIATION_STATUSES } from "../couriers/affiliation.js";
import { locationPointSchema } from "./location-point.js";
import { collaboratorFormSchema } from "./petition.js";

// The couriers back office (spec §3 Messenger, §5 collaborator form, §7 Messengers).

/** PATCH /users/messengers/{id}/ (change_messenger): the spec §5 collaborator fields that change, at least one. */
export const messengerPatchSchema = collaboratorFormSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: "Envíe al menos un campo" });
export type MessengerPatch = z.infer<typeof messengerPatchSchema>;

/** spec §3 Messenger configuration. */
export const messengerConfigurationSchema = z.object({ payroll_paid: z.boolean(), balance: pesosSchema });
export type MessengerConfiguration = z.infer<typeof messengerConfigurationSchema>;

/** PATCH /users/messengers/{id}/settings/: the payroll flag only; the balance is the payroll ledger's sum, never set. */
export const messengerSettingsPatchSchema = messengerConfigurationSchema
  .pick({ payroll_paid: true })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: "Envíe al menos un campo" });
export type MessengerSettingsPatch = z.infer<typeof messengerSettingsPatchSchema>;

/** A courier as the back office lists them (spec §3 Messenger): account, affiliation and configuration. */
export const messengerRowSchema = messengerSchema
  .omit({ is_available: true, last_location: true, blocked: true, out_of_hours: true })
  .extend({
    username: z.string().nullable(),
    nuip: z.string().nullable(),
    phone_number: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    rating_counter: z.number().int(),
    affiliation_status: z.enum(AFFILIATION_STATUSES),
    affiliated_at: z.string().nullable(),
    disaffiliated_at: z.string().nullable(),
    configuration: messengerConfigurationSchema,
  });
export type MessengerRow = z.infer<typeof messengerRowSchema>;

/** How a headquarter pays a courier. */
export const MESSENGER_PAYMENT_METHODS = { cash: "Efectivo", transfer: "Transferencia", payroll: "Nómina" } as const;
export type MessengerPaymentMethod = keyof typeof MESSENGER_PAYMENT_METHODS;
const paymentMethodKeys = Object.keys(MESSENGER_PAYMENT_METHODS) as [MessengerPaymentMethod, ...MessengerPaymentMethod[]];
export const PAYMENT_NOTE_MAX = 300;

export const MESSENGER_PAYMENT_MESSAGES = {
  amountPositive: "El valor debe ser mayor a 0",
  method: "Seleccione el medio de pago",
  overBalance: "El pago no puede superar el saldo del colaborador",
  recorded: "Pago registrado",
} as const;

/** POST /users/messengers/{id}/payment/: the amount lowers the courier's balance. */
export const messengerPaymentInputSchema = z
  .object({
    amount: z
      .number({ error: "Campo requerido" })
      .pipe(pesosSchema)
      .refine((amount) => amount > 0, { error: MESSENGER_PAYMENT_MESSAGES.amountPositive }),
    method: z.enum(paymentMethodKeys, { error: MESSENGER_PAYMENT_MESSAGES.method }),
    note: z
      .string()
      .trim()
      .max(PAYMENT_NOTE_MAX, { error: `Máximo ${PAYMENT_NOTE_MAX} caracteres` })
      .transform((value) => value || null)
      .nullable()
      .optional(),
  })
  .strict();
export type MessengerPaymentInput = z.infer<typeof messengerPaymentInputSchema>;

export const messengerPaymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  method: z.enum(paymentMethodKeys),
  note: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** The courier's balance after the payment (answer of the POST). */
  balance: z.number().int().optional(),
});
export type MessengerPayment = z.infer<typeof messengerPaymentSchema>;

// spec §2.4 tracking dialog: date range from midnight today to now (Bogotá), sort "-1" (newest first).
export const LOCATION_SORTS = ["-1", "1"] as const;
export const DEFAULT_LOCATION_SORT: (typeof LOCATION_SORTS)[number] = "-1";
export const messengerLocationsQuerySchema = pageQuerySchema
  .extend({ from: dateTimeSchema.optional(), to: dateTimeSchema.optional(), sort: z.enum(LOCATION_SORTS).optional() })
  .strict()
  .refine((q) => !q.from || !q.to || new Date(q.from) <= new Date(q.to), {
    error: "La fecha inicial debe ser anterior a la final",
    path: ["from"],
  });
export type MessengerLocationsQuery = z.infer<typeof messengerLocationsQuerySchema>;

export const messengerLocationPointSchema = locationPointSchema.extend({ id: z.number().int() });
export type MessengerLocationPoint = z.infer<typeof messengerLocationPointSchema>;

export const messengerLocationsPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(messengerLocationPointSchema),
  from: z.string(),
  to: z.string(),
  /** Kilometres between consecutive points of the whole range, in time order. */
  totalDistanceTraveled: z.number(),
});
export type MessengerLocationsPage = z.infer<typeof messengerLocationsPageSchema>;

/**
 * The most points a track gives besides its fake ones: a range with more gives a sample, the first point of each cell
 * of time of the smallest size (1, 2, 4, 8… seconds) that keeps at most this many, its first and last points and every
 * point reported fake.
 */
export const TRACK_POINTS_MAX = 5_000;

export const messengerTrackQuerySchema = z
  .object({ from: dateTimeSchema.optional(), to: dateTimeSchema.optional() })
  .strict()
  .refine((q) => !q.from || !q.to || new Date(q.from) <= new Date(q.to), {
    error: "La fecha inicial debe ser anterior a la final",
    path: ["from"],
  });
export type MessengerTrackQuery = z.infer<typeof messengerTrackQuerySchema>;

/**
 * GET /api/users/messengers/{id}/track/: the courier's route of the range in time order for the map and its playback,
 * each point [latitude, longitude, milliseconds since 1970, 1 when the phone said the location was fake else 0].
 */
export const messengerTrackSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Points stored in the range; `points` holds all of them up to TRACK_POINTS_MAX, else a sample. */
  total: z.number().int(),
  /** 0 when `points` holds every point; else the length of the cells of time sampled (first point of each). */
  sliceMs: z.number().int(),
  totalDistanceTraveled: z.number(),
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.union([z.literal(0), z.literal(1)])])),
});
export type MessengerTrack = z.infer<typeof messengerTrackSchema>;

/** The back office's courier lists: 10 a page (spec §9), searched by name, username, nuip or phone. */
export const courierListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(CATALOG_NAME_MAX).optional() }).strict();
