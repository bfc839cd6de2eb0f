import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { employments } from "../../../db/schema/index.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";

const pageStatement = (db: Db) =>
  db
    .select({ ...getTableColumns(employments), total: totalOver })
    .from(employments)
    .where(
      and(
        eq(employments.headquarterId, sql`${param("headquarter")}::uuid`),
        sql`(${param("pattern")}::text is null or ${employments.name} ilike ${param("pattern")}::text)`,
      ),
    )
    .orderBy(byName(employments.name), asc(employments.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("employments_page");

/**
 * A page of the headquarter's job titles by name, and how many match: one round trip (the total rides on the rows),
 * a prepared statement (the list is the per-request floor `bench:api` measures).
 */
export async function listEmployments(db: Db, headquarterId: string, win: Window, nameContains?: string) {
  const statement = prepared(db, "employments_page", () => pageStatement(db));
  const pattern = nameContains ? containsPattern(nameContains) : null;
  return pageWithTotal(win, (at) => statement.execute({ headquarter: headquarterId, pattern, limit: at.limit, offset: at.offset }));
}
