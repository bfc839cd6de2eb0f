import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `column = any($1::uuid[])`: the ids as one array parameter. `inArray` sends one parameter per id, so a list of a
 * thousand couriers (a location batch's) makes a statement of a thousand parameters, parsed and planned for its length.
 */
export const inIds = (column: AnyPgColumn, ids: readonly string[]): SQL => sql`${column} = any(${sql.param([...ids])}::uuid[])`;
