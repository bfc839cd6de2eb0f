import { z } from "zod";
import { calendarDaySchema, requiredText } from "./common.js";

// spec §3 Motorcycle: one shape for the courier's own list, the back office's courier detail and the
// motorcycles offered when verifying an affiliation request.

export const motorcycleSchema = z.object({
  id: z.string(),
  license_plate: z.string(),
  brand: z.string(),
  model: z.string(),
  line: z.string().nullable(),
  color: z.string().nullable(),
  cylindrical: z.number().int().nullable(),
  insurance_start_date: z.string().nullable(),
  insurance_expiration_date: z.string().nullable(),
  techno_mechanical_start_date: z.string().nullable(),
  techno_mechanical_expiration_date: z.string().nullable(),
  verified: z.boolean(),
});
export type Motorcycle = z.infer<typeof motorcycleSchema>;

export const MOTORCYCLE_LIMITS = {
  license_plate: 10,
  brand: 50,
  model: 50,
  line: 50,
  color: 30,
  cylindrical_min: 50,
  cylindrical_max: 2000,
} as const;

export const MOTORCYCLE_MESSAGES = {
  licensePlate: "Use solo letras y números en la placa (por ejemplo ABC12D)",
  plateTaken: "Ya existe una motocicleta con esa placa",
  /** The courier edits a motorcycle only until a headquarter verifies it; then the headquarter keeps its data. */
  verifiedLocked: "Una sucursal ya verificó esta motocicleta: pídele a la sucursal que actualice sus datos",
  cylindrical: `El cilindraje debe estar entre ${MOTORCYCLE_LIMITS.cylindrical_min} y ${MOTORCYCLE_LIMITS.cylindrical_max}`,
  insuranceDates: "La fecha de vencimiento del SOAT debe ser posterior a la de inicio",
  technoMechanicalDates: "La fecha de vencimiento de la revisión técnico-mecánica debe ser posterior a la de inicio",
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Máximo ${max} caracteres` })
    .transform((value) => value || null)
    .nullable()
    .optional();

const optionalDay = calendarDaySchema.nullable().optional();
const ordered = (start?: string | null, end?: string | null) => !start || !end || start < end;

/** POST /api/courier/motorcycles/: a motorcycle of the courier, not verified until a headquarter verifies it. */
export const motorcycleInputSchema = z
  .object({
    license_plate: requiredText(MOTORCYCLE_LIMITS.license_plate)
      .transform((plate) => plate.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]+$/, { error: MOTORCYCLE_MESSAGES.licensePlate })),
    brand: requiredText(MOTORCYCLE_LIMITS.brand),
    model: requiredText(MOTORCYCLE_LIMITS.model),
    line: optionalText(MOTORCYCLE_LIMITS.line),
    color: optionalText(MOTORCYCLE_LIMITS.color),
    cylindrical: z
      .number()
      .int()
      .min(MOTORCYCLE_LIMITS.cylindrical_min, { error: MOTORCYCLE_MESSAGES.cylindrical })
      .max(MOTORCYCLE_LIMITS.cylindrical_max, { error: MOTORCYCLE_MESSAGES.cylindrical })
      .nullable()
      .optional(),
    insurance_start_date: optionalDay,
    insurance_expiration_date: optionalDay,
    techno_mechanical_start_date: optionalDay,
    techno_mechanical_expiration_date: optionalDay,
  })
  .strict()
  .refine((m) => ordered(m.insurance_start_date, m.insurance_expiration_date), {
    error: MOTORCYCLE_MESSAGES.insuranceDates,
    path: ["insurance_expiration_date"],
  })
  .refine((m) => ordered(m.techno_mechanical_start_date, m.techno_mechanical_expiration_date), {
    error: MOTORCYCLE_MESSAGES.technoMechanicalDates,
    path: ["techno_mechanical_expiration_date"],
  });
export type MotorcycleInput = z.input<typeof motorcycleInputSchema>;
export type MotorcycleCreate = z.output<typeof motorcycleInputSchema>;
