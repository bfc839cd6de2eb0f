import { asc, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const PG_FOREIGN_KEY_VIOLATION = "23503";
const PG_UNIQUE_VIOLATION = "23505";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%value%` for ILIKE with the value's own wildcards escaped. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;

/** ILIKE patterns of the table-filter lookups (spec §2.4), wildcards of the value escaped. */
export const LIKE_PATTERNS = {
  icontains: containsPattern,
  istartswith: (value: string) => `${escapeLike(value)}%`,
  iendswith: (value: string) => `%${escapeLike(value)}`,
  iexact: escapeLike,
} as const;

// drizzle wraps the driver error: the SQLSTATE is on its cause.
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export const isForeignKeyViolation = (error: unknown) => sqlState(error) === PG_FOREIGN_KEY_VIOLATION;
export const isUniqueViolation = (error: unknown) => sqlState(error) === PG_UNIQUE_VIOLATION;

/**
 * Ascending by a name as a person reads it (Unicode's root collation, by ICU): "Óscar" between "Nelson" and "Pedro"
 * and "ana" beside "Ana", where the bytes put both after "Zoe". The embedded server and PostgreSQL both have "und-x-icu".
 */
export const byName = (column: AnyPgColumn) => asc(sql`${column} collate "und-x-icu"`);
