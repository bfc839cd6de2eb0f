import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";

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

/**
 * The name to `.prepare()` a statement with when its best plan depends on its values (a search: a rare word is found
 * on a trigram index, a common one by walking the list's order). Its SQL text is still built once (`prepared`), but
 * unnamed: PostgreSQL parses and plans it at each call for that call's values (a custom plan), never a generic plan.
 */
export const PLANNED_EACH_CALL = "";

/** A placeholder whose value goes to the driver as given (no column encoding). */
export const param = (name: string): SQL => sql`${sql.placeholder(name)}`;

/**
 * `condition` on the placeholder `name` (cast to `type`), or true when its value is null: an optional filter of a
 * statement PLANNED_EACH_CALL, where the planner, knowing the value, keeps only the part that applies.
 */
export const whenGiven = (name: string, type: "text" | "boolean", condition: (value: SQL) => SQL | undefined): SQL => {
  const value = sql`${param(name)}::${sql.raw(type)}`;
  return sql`(${value} is null or ${condition(value)})`;
};

/**
 * `text` (a statement of constant text, no parameters) run on `client` as a prepared statement named after the text:
 * PostgreSQL parses and plans it once a connection, then only executes it.
 */
export function preparedOnConnection(client: pg.PoolClient, text: string): Promise<pg.QueryResult> {
  return client.query({ name: `text_${createHash("sha1").update(text).digest("base64url")}`, text });
}
