import { and, desc, eq, ilike, inArray, notExists, or, type SQL, sql } from "drizzle-orm";
import { ACTIVE_STATUSES, type RouteCandidate } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { routeStops, serviceLocations, services } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { pageWithTotal, totalOver } from "../../../pagination.js";

/** By consecutive when `q` is a number, otherwise by name, route code or internal identifier. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{1,15}$/.test(q)) return eq(services.consecutive, Number(q));
  const pattern = containsPattern(q);
  return or(ilike(services.name, pattern), ilike(services.routeCode, pattern), ilike(services.internalIdentifier, pattern));
}

/**
 * spec §9 lite services list: the headquarter's active services in no route yet, those created with the route's code
 * ('Código de ruta' of the creation panel) first, then the newest.
 */
export async function routeCandidates(db: Db, headquarterId: string, code: string, win: Window, q?: string) {
  const { rows, total } = await pageWithTotal(win, (w) =>
    db
      .select({
        uuid: services.id,
        consecutive: services.consecutive,
        name: services.name,
        status: services.status,
        route_code: services.routeCode,
        origin_address: serviceLocations.address,
        total: totalOver,
      })
      .from(services)
      .innerJoin(serviceLocations, and(eq(serviceLocations.serviceId, services.id), eq(serviceLocations.position, 0)))
      .where(
        and(
          eq(services.headquarterId, headquarterId),
          inArray(services.status, [...ACTIVE_STATUSES]),
          notExists(db.select({ one: sql`1` }).from(routeStops).where(eq(routeStops.serviceId, services.id))),
          matching(q),
        ),
      )
      .orderBy(sql`lower(${services.routeCode}) is not distinct from lower(${code}) desc`, desc(services.consecutive))
      .limit(w.limit)
      .offset(w.offset),
  );
  const results: RouteCandidate[] = rows.map(({ total: _, ...row }) => row);
  return { results, total };
}
