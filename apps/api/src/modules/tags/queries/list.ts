import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { tags } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";

export async function listTags(db: Db, headquarterId: string, win: Window, nameContains?: string) {
  const where = and(eq(tags.headquarterId, headquarterId), nameContains ? ilike(tags.name, containsPattern(nameContains)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(tags).where(where).orderBy(byName(tags.name), asc(tags.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return { rows, total };
}
