import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { employments } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";

export async function listEmployments(db: Db, headquarterId: string, win: Window, nameContains?: string) {
  const where = and(
    eq(employments.headquarterId, headquarterId),
    nameContains ? ilike(employments.name, containsPattern(nameContains)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(employments).where(where).orderBy(byName(employments.name), asc(employments.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(employments).where(where),
  ]);
  return { rows, total };
}
