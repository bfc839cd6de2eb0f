import { and, asc, eq, ilike } from "drizzle-orm";
import type { JoinableHeadquarter } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { headquarters } from "../../../db/schema/index.js";
import { type Window, pageWithTotal, totalOver } from "../../../pagination.js";

/**
 * The headquarters a courier may ask to join (active, open to couriers asking in: the same two conditions the request
 * itself checks), whose name contains `q`, by name; only their id, name and city.
 */
export async function joinableHeadquarters(db: Db, win: Window, q: string | undefined) {
  const where = and(
    eq(headquarters.isActive, true),
    eq(headquarters.allowLinkage, true),
    q ? ilike(headquarters.name, containsPattern(q)) : undefined,
  );
  const { rows, total } = await pageWithTotal(win, ({ limit, offset }) =>
    db
      .select({ uuid: headquarters.id, name: headquarters.name, city: headquarters.cityName, total: totalOver })
      .from(headquarters)
      .where(where)
      .orderBy(byName(headquarters.name), asc(headquarters.id))
      .limit(limit)
      .offset(offset),
  );
  return { total, results: rows.map(({ total: _, ...headquarter }): JoinableHeadquarter => headquarter) };
}
