import { z } from "zod";
import { PASSWORD_MIN } from "./auth.js";
import { emailSchema, pageQuerySchema, requiredText, uuidSchema } from "./common.js";

export const EMPLOYEE_USERNAME_MAX = 150;
export const EMPLOYEE_FIRST_NAME_MAX = 30;
export const EMPLOYEE_LAST_NAME_MAX = 150;

const uniqueIds = (label: string) =>
  z
    .array(uuidSchema)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { error: `${label} repetida` });

const employeeFields = {
  username: requiredText(EMPLOYEE_USERNAME_MAX).regex(/^[\w.@+-]+$/, {
    error: "Solo letras, números y los caracteres . @ + - _",
  }),
  first_name: requiredText(EMPLOYEE_FIRST_NAME_MAX),
  last_name: requiredText(EMPLOYEE_LAST_NAME_MAX),
  email: emailSchema,
  /** The headquarters the employee works in (memberships); at least one. */
  headquarters: uniqueIds("Sucursal").min(1, { error: "Seleccione al menos una sucursal" }),
  /** The position (Cargo), or none. */
  employment: uuidSchema.nullable(),
  /** The templates that decide what the employee may do. */
  templates: uniqueIds("Plantilla"),
};

export const employeePasswordSchema = z
  .string({ error: "Campo requerido" })
  .min(PASSWORD_MIN, { error: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres` })
  .max(128, { error: "Máximo 128 caracteres" });

export const employeeCreateSchema = z.object({ ...employeeFields, password: employeePasswordSchema }).strict();
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;

/** spec §7 PATCH /users/employees/{id}/: the changed fields only. */
export const employeePatchSchema = z
  .object(employeeFields)
  .partial()
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { error: "Indique al menos un cambio" });
export type EmployeePatch = z.input<typeof employeePatchSchema>;

export const employeeEnableSchema = z.object({ is_enabled: z.boolean({ error: "Campo requerido" }) }).strict();

const named = z.object({ id: z.string(), name: z.string() });
export const employeeSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** Issue 19: a new email waits for the new address to confirm it; until then `email` stays. */
  pending_email: z.string().nullable(),
  is_enabled: z.boolean(),
  headquarters: z.array(named),
  employment: named.nullable(),
  templates: z.array(named),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListQuerySchema = pageQuerySchema.extend({ q: z.string().max(100).optional() }).strict();
