import { and, asc, eq, getTableColumns, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { employments } from "../../../db/schema/index.js";
import { pageWithTotal, totalOver, type Window } from "../../../pagination.js";

/** A page of the headquarter's job titles by name, and how many match: one round trip (the total rides on the rows). */
export async function listEmployments(db: Db, headquarterId: string, win: Window, nameContains?: string) {
  const where = and(
    eq(employments.headquarterId, headquarterId),
    nameContains ? ilike(employments.name, containsPattern(nameContains)) : undefined,
  );
  return pageWithTotal(win, (at) =>
    db
      .select({ ...getTableColumns(employments), total: totalOver })
      .from(employments)
      .where(where)
      .orderBy(byName(employments.name), asc(employments.id))
      .limit(at.limit)
      .offset(at.offset),
  );
}
