import { z } from "zod";
import { PHONE_MESSAGES, PHONE_MIN_DIGITS, phoneNumberSchema } from "../phone.js";

// spec §5 and §9: quick-panel limits and their Spanish messages, used by the form and the API.
export const QUICK_PANEL_LIMITS = {
  nameMin: 3,
  phoneMin: PHONE_MIN_DIGITS,
  addressMin: 3,
  addressMax: 140,
  descriptionMin: 3,
  descriptionMax: 2000,
  messengersMin: 1,
  messengersMax: 10,
} as const;
const L = QUICK_PANEL_LIMITS;

export const QUICK_PANEL_MESSAGES = {
  name: `El nombre debe tener al menos ${L.nameMin} caracteres`,
  phone: PHONE_MESSAGES.tooShort,
  type: "Seleccione el tipo de servicio",
  cost: "El costo es requerido",
  requiredValueMax: (max: number) => `El valor requerido no puede superar ${max}`,
  address: `La dirección debe tener entre ${L.addressMin} y ${L.addressMax} caracteres`,
  description: `La descripción debe tener entre ${L.descriptionMin} y ${L.descriptionMax} caracteres`,
  descriptionRequired: "La descripción es requerida",
  messengers: `El número de mensajeros debe estar entre ${L.messengersMin} y ${L.messengersMax}`,
  roundTripOneDestination: "Error: en ida y vuelta sólo se permite un destino",
  originFirst: "Error: primero complete la dirección de origen",
  previousFirst: "Error: complete las direcciones previas antes de agregar otro destino",
} as const;
const M = QUICK_PANEL_MESSAGES;

// spec §5 fields the quick panel and the creation payload (schemas/service.ts) share.
export const customerNameSchema = z.string({ error: M.name }).trim().min(L.nameMin, { error: M.name }).max(150);
export const addressSchema = z.string().trim().min(L.addressMin, { error: M.address }).max(L.addressMax, { error: M.address });
export const descriptionSchema = z.string().trim().max(L.descriptionMax, { error: M.description });
export const messengersNumberSchema = z
  .number()
  .int()
  .min(L.messengersMin, { error: M.messengers })
  .max(L.messengersMax, { error: M.messengers })
  .default(1);

/** spec §5: a description is required on the origin and on all but the last destination; given, it has 3 characters or more. */
export function descriptionError(text: string, required: boolean): string | null {
  if (text.length === 0) return required ? M.descriptionRequired : null;
  return text.length < L.descriptionMin ? M.description : null;
}

export const panelLocationSchema = z.object({
  address: addressSchema,
  description: descriptionSchema,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  /** spec §3 Location: the working city holding the pin, -1 when none; foundByGeocode: picked from the address search. */
  city_id: z.number().int().min(-1).default(-1),
  foundByGeocode: z.boolean().default(false),
});
export type PanelLocation = z.infer<typeof panelLocationSchema>;

export interface QuickPanelContext {
  /** The chosen service type's max_specified_base, when the value view is active. */
  maxSpecifiedBase: number | null;
}

export function quickPanelSchema(ctx: QuickPanelContext) {
  return z
    .object({
      name: customerNameSchema,
      phone_number: phoneNumberSchema,
      type: z.uuid({ error: M.type }),
      required_value: z.number().min(0).default(0),
      calculated_cost: z.number({ error: M.cost }).min(0, { error: M.cost }),
      is_round_trip: z.boolean().default(false),
      messengers_number: messengersNumberSchema,
      origin: panelLocationSchema,
      destinations: z.array(panelLocationSchema).min(1).max(20),
    })
    .superRefine((panel, issue) => {
      if (ctx.maxSpecifiedBase !== null && panel.required_value > ctx.maxSpecifiedBase) {
        issue.addIssue({ code: "custom", path: ["required_value"], message: M.requiredValueMax(ctx.maxSpecifiedBase) });
      }
      if (panel.is_round_trip && panel.destinations.length > 1) {
        issue.addIssue({ code: "custom", path: ["destinations"], message: M.roundTripOneDestination });
      }
    })
    .superRefine(
      (panel, issue) => {
        const checkDescription = (text: string, required: boolean, path: (string | number)[]) => {
          const message = descriptionError(text, required);
          if (message) issue.addIssue({ code: "custom", path, message });
        };
        checkDescription(panel.origin.description, true, ["origin", "description"]);
        panel.destinations.forEach((d, i) => {
          checkDescription(d.description, i < panel.destinations.length - 1, ["destinations", i, "description"]);
        });
      },
      // Also when another field is missing or of the wrong type (a cost not typed yet): the
      // description errors show with the others on the first submit, not only on the next one.
      { when: ({ value }) => descriptionsReadable(value) },
    );
}

function descriptionsReadable(value: unknown): boolean {
  const panel = value as { origin?: { description?: unknown }; destinations?: { description?: unknown }[] } | null;
  return (
    typeof panel?.origin?.description === "string" &&
    Array.isArray(panel.destinations) &&
    panel.destinations.every((d) => typeof d?.description === "string")
  );
}
export type QuickPanelInput = z.input<ReturnType<typeof quickPanelSchema>>;

const complete = (location: { address: string }) => location.address.trim().length >= L.addressMin;

// spec §5: guards of the "add destination" and "round trip" controls.
export function addDestinationError(origin: { address: string }, destinations: { address: string }[], isRoundTrip: boolean): string | null {
  if (!complete(origin)) return M.originFirst;
  if (isRoundTrip && destinations.length >= 1) return M.roundTripOneDestination;
  if (!destinations.every(complete)) return M.previousFirst;
  return null;
}

export function roundTripError(origin: { address: string }, destinations: unknown[]): string | null {
  if (!complete(origin)) return M.originFirst;
  if (destinations.length > 1) return M.roundTripOneDestination;
  return null;
}
