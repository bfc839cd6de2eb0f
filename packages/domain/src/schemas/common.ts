import { z } from "zod";
import { LIST_LIMIT_MAX } from "../constants.js";

export const uuidSchema = z.uuid({ error: "Identificador inválido" });
export const idParamsSchema = z.object({ id: uuidSchema }).strict();

export const pageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

export const emailSchema = z.email({ error: "Formato de email no válido" }).max(254);
export const requiredText = (max: number) =>
  z
    .string({ error: "Campo requerido" })
    .trim()
    .min(1, { error: "Campo requerido" })
    .max(max, { error: `Máximo ${max} caracteres` });
