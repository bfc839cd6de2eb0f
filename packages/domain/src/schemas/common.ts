import { z } from "zod";
import "../zod-locale.js";
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

/** A query parameter listing values separated by commas ("a, b,,c" → ["a", "b", "c"]). */
export const commaSeparated = (maxChars: number) =>
  z
    .string()
    .max(maxChars)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/**
 * A page whose count stops at LIST_COUNT_CAP (the courier lists): when more match, `count` is the cap and
 * `count_capped` is true, read "más de" the count.
 */
export function cappedPageSchema<T extends z.ZodType>(item: T) {
  return pageSchema(item).extend({ count_capped: z.boolean() });
}
export type CappedPage<T> = Page<T> & { count_capped: boolean };

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  code: z.string(),
  detail: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
});

/** The largest integer a PostgreSQL integer column holds (2^31 − 1). */
export const INT32_MAX = 2_147_483_647;
/** An integer that fits a PostgreSQL integer column; narrow it further with .min/.max. */
export const int32Schema = z
  .number()
  .int()
  .min(-INT32_MAX - 1)
  .max(INT32_MAX, { error: `Debe ser menor o igual a ${INT32_MAX}` });

// Years a date may have: PostgreSQL has no year 0, and nothing here happens before 1900 or after
// 2999. The ceiling keeps "the day after" and a UTC offset within four digits: 9999-12-31 plus a
// day is year 10000, which JavaScript writes "+010000-…" and PostgreSQL refuses.
const YEAR_MIN = 1900;
const YEAR_MAX = 2999;
const yearOf = (value: string) => Number(value.slice(0, 4));
const plausibleYear = <T extends z.ZodString | z.ZodISODate | z.ZodISODateTime>(schema: T) =>
  schema
    .refine((value) => yearOf(value) >= YEAR_MIN, { error: `Use una fecha desde el año ${YEAR_MIN}` })
    .refine((value) => yearOf(value) <= YEAR_MAX, { error: `Use una fecha hasta el año ${YEAR_MAX}` });

/** A day of the calendar as AAAA-MM-DD that exists: no 2026-02-30, no 0000-00-00. */
export const calendarDaySchema = plausibleYear(z.iso.date({ error: "Use una fecha válida con el formato AAAA-MM-DD" }));

/** An ISO 8601 date and time with its offset that exists (no 2026-02-30T10:00:00Z, no year 0). */
export const dateTimeSchema = plausibleYear(z.iso.datetime({ offset: true, error: "Use una fecha y hora ISO 8601" }));

const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
/** A web address a page may open: https, or http on this machine (no data:, javascript: or file:). */
export const webUrlSchema = z.url({ error: "Use una dirección web válida" }).refine(
  (value) => {
    const url = new URL(value);
    return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.includes(url.hostname));
  },
  { error: "Use una dirección que empiece por https://" },
);

export const emailSchema = z.email({ error: "Formato de email no válido" }).max(254);
export const requiredText = (max: number) =>
  z
    .string({ error: "Campo requerido" })
    .trim()
    .min(1, { error: "Campo requerido" })
    .max(max, { error: `Máximo ${max} caracteres` });
