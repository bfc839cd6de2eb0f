import { and, asc, count, eq, getTableName, ilike, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { activationGeozones, geozones, queueGeozones } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";

// The outer zone is named in full: in a select of one table drizzle leaves its columns unqualified, and a bare "id"
// inside the subquery would be the picked row's own.
const usedIn = (table: typeof queueGeozones | typeof activationGeozones) =>
  sql<boolean>`exists (select 1 from ${table} picked where picked.geo_zone_id = ${sql.identifier(getTableName(geozones))}.id)`;
const usedToQueue = usedIn(queueGeozones);
const usedToActivation = usedIn(activationGeozones);

/** A geozone with whether a queue or the activation uses it. */
export const geozoneSelection = { zone: geozones, usedToQueue, usedToActivation };
export type GeozoneRecord = { zone: typeof geozones.$inferSelect; usedToQueue: boolean; usedToActivation: boolean };

export interface GeozoneFilter {
  q?: string;
  used_to_queue?: boolean;
  used_to_activation?: boolean;
}

const flag = (condition: SQL, wanted: boolean | undefined) =>
  wanted === undefined ? undefined : wanted ? condition : sql`not ${condition}`;

/** spec §7 /geo-zones/: the headquarter's zones by name, 10 a page, filtered by name and by use. */
export async function listGeozones(db: Db, headquarterId: string, win: Window, filter: GeozoneFilter) {
  const where = and(
    eq(geozones.headquarterId, headquarterId),
    filter.q ? ilike(geozones.name, containsPattern(filter.q)) : undefined,
    flag(usedToQueue, filter.used_to_queue),
    flag(usedToActivation, filter.used_to_activation),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(geozoneSelection)
      .from(geozones)
      .where(where)
      .orderBy(byName(geozones.name), asc(geozones.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(geozones).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function loadGeozone(db: Db, headquarterId: string, id: string): Promise<GeozoneRecord> {
  const [row] = await db
    .select(geozoneSelection)
    .from(geozones)
    .where(and(eq(geozones.headquarterId, headquarterId), eq(geozones.id, id)));
  if (!row) throw notFound();
  return row;
}
