import { z } from "zod";
import { ERROR_CODES } from "../errors.js";
import { MONEY_MAX } from "../money.js";
import { phoneNumberSchema } from "../phone.js";
import { addressSchema, customerNameSchema, descriptionError, QUICK_PANEL_MESSAGES } from "../services/quick-panel.js";
import { boundsSchema } from "./headquarter.js";
import { dateTimeSchema, pageQuerySchema, uuidSchema } from "./common.js";
import { SERVICE_MESSAGES, serviceLocationSchema } from "./service.js";

// spec §2.2 /link-manage/, §2.4 link-service page, §3 link-service form, §5, §9: the links that let a customer request a service.

export const LINK_SERVICE_NAME_MIN = 3;
export const LINK_SERVICE_NAME_MAX = 100;
/** Types and payment methods one link may offer. */
export const LINK_SERVICE_CHOICES_MAX = 20;
/** A public token (a link's or a tracking page's): 32 random bytes in base64url are 43 characters. */
export const PUBLIC_TOKEN_LENGTH = 43;
/** spec §9 link-service defaults: required_value "0", a location's city "-1" (unresolved). */
export const LINK_SERVICE_DEFAULTS = { required_value: "0", city_id: -1 } as const;
/** Requests one address may send through the links per minute, and one link may receive per hour. */
export const LINK_SERVICE_RATE = { perAddressPerMinute: 5, perLinkPerHour: 60 } as const;

export const LINK_SERVICE_MESSAGES = {
  name: `El nombre debe tener entre ${LINK_SERVICE_NAME_MIN} y ${LINK_SERVICE_NAME_MAX} caracteres`,
  types: "Seleccione al menos un tipo de servicio",
  choices: `Máximo ${LINK_SERVICE_CHOICES_MAX} opciones`,
  requiredValue: "El valor requerido debe ser un número entero en pesos",
  paymentMethod: "Seleccione el método de pago",
  typeNotOffered: "El tipo de servicio no está disponible en este enlace",
  paymentNotOffered: "El método de pago no está disponible en este enlace",
  created: "Enlace creado",
  revoked: "Enlace revocado",
  copied: "Enlace copiado",
  revokeConfirm: "¿Está seguro de revocar el enlace? Los clientes ya no podrán solicitar servicios con él.",
  // spec §2.4: the token-failure state of the link page.
  tokenFailure: ERROR_CODES.LINK_NOT_AVAILABLE.message,
} as const;
const M = LINK_SERVICE_MESSAGES;

export const publicTokenSchema = z
  .string()
  .trim()
  .min(1)
  .max(PUBLIC_TOKEN_LENGTH * 2);

const choices = (min: number) =>
  z
    .array(uuidSchema)
    .min(min, { error: M.types })
    .max(LINK_SERVICE_CHOICES_MAX, { error: M.choices })
    .refine((ids) => new Set(ids).size === ids.length, { error: "Hay opciones repetidas" });

// The operator's form on /link-manage/.
export const linkServiceInputSchema = z
  .object({
    name: z.string({ error: M.name }).trim().min(LINK_SERVICE_NAME_MIN, { error: M.name }).max(LINK_SERVICE_NAME_MAX, { error: M.name }),
    service_types: choices(1),
    payment_methods: choices(0).default([]),
    expires_at: dateTimeSchema.nullable().default(null),
  })
  .strict();
export type LinkServiceInput = z.input<typeof linkServiceInputSchema>;
export type LinkServiceCreate = z.output<typeof linkServiceInputSchema>;

export const LINK_SERVICE_STATES = ["active", "revoked", "expired"] as const;
export type LinkServiceState = (typeof LINK_SERVICE_STATES)[number];
export const LINK_SERVICE_STATE_LABELS: Record<LinkServiceState, string> = {
  active: "Activo",
  revoked: "Revocado",
  expired: "Vencido",
};

/** A link is revoked from the moment it was, else expired from its expiry on, else active. */
export function linkServiceState(link: { revoked_at: string | null; expires_at: string | null }, now: Date): LinkServiceState {
  if (link.revoked_at !== null) return "revoked";
  if (link.expires_at !== null && new Date(link.expires_at).getTime() <= now.getTime()) return "expired";
  return "active";
}

const choiceSchema = z.object({ uuid: z.string(), name: z.string() });
export const linkServiceSchema = z.object({
  uuid: z.string(),
  token: z.string(),
  name: z.string(),
  service_types: z.array(choiceSchema),
  payment_methods: z.array(choiceSchema),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
  state: z.enum(LINK_SERVICE_STATES),
});
export type LinkService = z.infer<typeof linkServiceSchema>;

export const linkServiceListQuerySchema = pageQuerySchema;

// GET /services/create-anonymous/?token=…: what the public form needs, nothing else of the headquarter.
export const linkTokenQuerySchema = z.object({ token: publicTokenSchema }).strict();
/** GET /services/create-anonymous/places/?token=…&q=…: the address search of the link's form, in its headquarter's cities. */
export const linkPlacesQuerySchema = linkTokenQuerySchema.extend({ q: addressSchema }).strict();
export const linkServiceFormInfoSchema = z.object({
  name: z.string(),
  headquarter: z.string(),
  service_types: z.array(choiceSchema),
  payment_methods: z.array(choiceSchema),
  bounds: boundsSchema,
});
export type LinkServiceFormInfo = z.infer<typeof linkServiceFormInfoSchema>;

/** spec §5: an empty required_value becomes "0"; otherwise the digits typed. */
export const linkRequiredValue = (typed: string): string => (typed.trim() === "" ? LINK_SERVICE_DEFAULTS.required_value : typed.trim());

const requiredValueSchema = z
  .string()
  .max(15, { error: M.requiredValue })
  .default(LINK_SERVICE_DEFAULTS.required_value)
  .transform(linkRequiredValue)
  .pipe(z.string().regex(/^\d+$/, { error: M.requiredValue }))
  .transform(Number)
  .pipe(z.number().max(MONEY_MAX, { error: M.requiredValue }));

// spec §3 link-service form: origin first, then destinations; §5: the quick panel's rules on the shared fields.
export const linkServiceRequestSchema = z
  .object({
    token: publicTokenSchema,
    name: customerNameSchema,
    phone_number: phoneNumberSchema,
    type: z.uuid({ error: QUICK_PANEL_MESSAGES.type }),
    payment_method: uuidSchema.nullable().default(null),
    required_value: requiredValueSchema,
    locations: z.array(serviceLocationSchema).min(2, { error: SERVICE_MESSAGES.locations }).max(21),
  })
  .strict()
  .superRefine((s, issue) => {
    s.locations.forEach((loc, i) => {
      if ((i === 0) !== (loc.type === "origin"))
        issue.addIssue({ code: "custom", path: ["locations", i, "type"], message: SERVICE_MESSAGES.originFirst });
      const message = descriptionError(loc.description, i < s.locations.length - 1);
      if (message) issue.addIssue({ code: "custom", path: ["locations", i, "description"], message });
    });
  });
export type LinkServiceRequestInput = z.input<typeof linkServiceRequestSchema>;
export type LinkServiceRequest = z.output<typeof linkServiceRequestSchema>;

/** The answer to a request: where the customer follows the service (never its uuid). */
export const linkServiceRequestedSchema = z.object({ consecutive: z.number().int(), tracking_token: z.string() });

/** The link's address as the customer opens it; `origin` is the web's (window.location.origin). */
export const linkServiceUrl = (origin: string, token: string) => `${origin}/link-service/${token}`;
