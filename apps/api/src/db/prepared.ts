import { type SQL, sql } from "drizzle-orm";

const kept = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared statement `name` of `db` (a database or a transaction), built once by `build`.
 * Hot queries skip Drizzle's query building and, on PostgreSQL, parsing and planning: with
 * node-postgres a named statement is prepared once per connection.
 */
export function prepared<T>(db: object, name: string, build: () => T): T {
  const own = kept.get(db) ?? new Map<string, unknown>();
  kept.set(db, own);
  if (!own.has(name)) own.set(name, build());
  return own.get(name) as T;
}

/** A placeholder whose value goes to the driver as given (no column encoding). */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;
