const PG_FOREIGN_KEY_VIOLATION = "23503";

/** `%value%` for ILIKE with the value's own wildcards escaped. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// drizzle wraps the driver error: the SQLSTATE is on its cause.
function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export const isForeignKeyViolation = (error: unknown) => sqlState(error) === PG_FOREIGN_KEY_VIOLATION;
