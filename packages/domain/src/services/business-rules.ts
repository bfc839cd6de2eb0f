import type { FieldError } from "../errors.js";
import type { SERVICE_FORM_FIELDS } from "../schemas/headquarter.js";
import type { ServiceCreate } from "../schemas/service.js";

// spec §5: a business user's multi-assign needs every selected service from the same provider.
export const SAME_PROVIDER_ERROR = "Error: los servicios seleccionados deben ser del mismo proveedor";

export function sameProviderError(services: readonly { headquarter: string }[]): string | null {
  return new Set(services.map((s) => s.headquarter)).size > 1 ? SAME_PROVIDER_ERROR : null;
}

export const BUSINESS_MESSAGES = {
  fieldNotEnabled: "Este campo no está habilitado para su negocio",
  courierChosenByServer: "La asignación directa elige al colaborador disponible más cercano; no indique el colaborador",
  noCourierNearby: "No hay colaboradores disponibles cerca del origen para la asignación directa",
  directAssignmentHint: "Se asignará al colaborador disponible más cercano al origen",
  costByServer: "Calculado por el sistema según el tipo, los recargos y las ubicaciones",
} as const;

type FormField = (typeof SERVICE_FORM_FIELDS)[number];

/** Whether the payload uses each entry of the creation field list (entries are payload field names). */
const USED: Record<FormField, (s: ServiceCreate) => boolean> = {
  direct_assignment: (s) => s.direct_assignment,
  internal_identifier: (s) => s.internal_identifier !== null,
  is_round_trip: (s) => s.is_round_trip,
  messengers_number: (s) => s.messengers_number !== 1,
  route_code: (s) => s.route_code !== null,
  customer: (s) => s.customer !== null,
};

/**
 * spec §5: the creation field list of the settings decides what a business user may send. A
 * field outside the list, an anonymous customer (a staff directory) or a chosen courier (the
 * server picks the nearest for a direct assignment) is refused.
 */
export function businessFieldErrors(service: ServiceCreate, listed: readonly FormField[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, used] of Object.entries(USED) as [FormField, (s: ServiceCreate) => boolean][]) {
    if (!listed.includes(field) && used(service)) errors.push({ field, message: BUSINESS_MESSAGES.fieldNotEnabled });
  }
  if (service.anonymous_customer !== null) errors.push({ field: "anonymous_customer", message: BUSINESS_MESSAGES.fieldNotEnabled });
  if (service.messenger !== null) errors.push({ field: "messenger", message: BUSINESS_MESSAGES.courierChosenByServer });
  return errors;
}
