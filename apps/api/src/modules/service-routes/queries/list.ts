import { and, count, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { routes } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { presentRoute, presentRouteDetail } from "../presenter.js";
import { routesWithMessenger, stopsOf } from "./load.js";

/** The headquarter's routes, newest first, by code or name when `q` is given (spec §9: 25 a page). */
export async function listRoutes(db: Db, headquarterId: string, win: Window, q?: string) {
  const where = and(
    eq(routes.headquarterId, headquarterId),
    q ? or(ilike(routes.code, containsPattern(q)), ilike(routes.name, containsPattern(q))) : undefined,
  );
  const rows = await routesWithMessenger(db)
    .where(where)
    .orderBy(desc(routes.createdAt), desc(routes.id))
    .limit(win.limit)
    .offset(win.offset);
  const [{ total }] = await db.select({ total: count() }).from(routes).where(where);
  const stops = await stopsOf(
    db,
    rows.map((r) => r.route.id),
  );
  return {
    total,
    results: rows.map((row) =>
      presentRoute(
        row,
        stops.filter((s) => s.routeId === row.route.id),
      ),
    ),
  };
}

export async function routeDetail(db: Db, headquarterId: string, id: string) {
  const [row] = await routesWithMessenger(db).where(and(eq(routes.id, id), eq(routes.headquarterId, headquarterId)));
  if (!row) return null;
  return presentRouteDetail(row, await stopsOf(db, [id]));
}
