import { z } from "zod";
import { PERMISSIONS } from "../permissions.js";
import { pageQuerySchema, requiredText } from "./common.js";

export const TEMPLATE_NAME_MAX = 100;

/** Only the codenames the product knows (spec §2.2, §6); each once. */
export const templatePermissionsSchema = z
  .array(z.enum(PERMISSIONS, { error: "Permiso desconocido" }))
  .max(PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, { error: "Permiso repetido" });

// A template: a named set of permission codenames, one of the company's roles.
export const templateInputSchema = z.object({ name: requiredText(TEMPLATE_NAME_MAX), permissions: templatePermissionsSchema }).strict();
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templatePatchSchema = templateInputSchema
  .partial()
  .refine((patch) => patch.name !== undefined || patch.permissions !== undefined, { error: "Indique al menos un cambio" });
export type TemplatePatch = z.input<typeof templatePatchSchema>;

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Employees holding it: a template in use cannot be deleted. */
  employees_count: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListQuerySchema = pageQuerySchema.extend({ q: z.string().max(100).optional() }).strict();
