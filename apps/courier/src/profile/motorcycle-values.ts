import type { Motorcycle, MotorcycleInput } from "@despacho/domain";

const TEXT_FIELDS = [
  "license_plate",
  "brand",
  "model",
  "line",
  "color",
  "insurance_start_date",
  "insurance_expiration_date",
  "techno_mechanical_start_date",
  "techno_mechanical_expiration_date",
] as const;

/** The form's text of a motorcycle (empty for a new one). */
export function motorcycleValues(motorcycle?: Motorcycle): Record<string, string> {
  const values: Record<string, string> = { cylindrical: motorcycle?.cylindrical?.toString() ?? "" };
  for (const field of TEXT_FIELDS) values[field] = motorcycle?.[field] ?? "";
  return values;
}

/**
 * What the form sends to the domain's schema: an empty optional field is null, the cylinder capacity a number (a
 * text that is not one is left as typed, so the schema says what is wrong with it).
 */
export function parsedMotorcycle(values: Record<string, string>): MotorcycleInput {
  const input: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) input[field] = values[field]?.trim() ? values[field] : null;
  input.license_plate = values.license_plate ?? "";
  input.brand = values.brand ?? "";
  input.model = values.model ?? "";
  const cylindrical = values.cylindrical?.trim() ?? "";
  input.cylindrical = cylindrical === "" ? null : Number.isFinite(Number(cylindrical)) ? Number(cylindrical) : cylindrical;
  return input as MotorcycleInput;
}
