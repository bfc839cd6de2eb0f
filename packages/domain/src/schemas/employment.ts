import { z } from "zod";
import { capitalize } from "../text.js";
import { pageQuerySchema } from "./common.js";

export const EMPLOYMENT_NAME_MAX = 100;

// spec §5: Guardar is disabled while the name is empty; the name is capitalised as typed.
export const employmentInputSchema = z
  .object({
    name: z
      .string({ error: "Campo requerido" })
      .trim()
      .min(1, { error: "Campo requerido" })
      .max(EMPLOYMENT_NAME_MAX, { error: `Máximo ${EMPLOYMENT_NAME_MAX} caracteres` })
      .transform(capitalize),
  })
  .strict();
export type EmploymentInput = z.input<typeof employmentInputSchema>;

export const employmentSchema = z.object({ id: z.string(), name: z.string() });
export type Employment = z.infer<typeof employmentSchema>;

export const employmentListQuerySchema = pageQuerySchema.extend({ name__icontains: z.string().max(100).optional() }).strict();
