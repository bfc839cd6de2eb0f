import { and, asc, count, eq, like, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type LocationAreaQuery, searchKey } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { countries, locationAreas } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";

export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));

const department = alias(locationAreas, "department");

/** A country's areas whose name contains q (accents and case aside); cities first, then by name. */
export async function searchLocationAreas(db: Db, countryId: string, win: Window, query: LocationAreaQuery) {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw notFound();
  const where = and(
    eq(locationAreas.countryId, countryId),
    query.q ? like(locationAreas.searchName, containsPattern(searchKey(query.q))) : undefined,
    query.type ? eq(locationAreas.type, query.type) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ area: locationAreas, department: department.name })
      .from(locationAreas)
      .leftJoin(department, eq(department.id, locationAreas.parentId))
      .where(where)
      .orderBy(sql`${locationAreas.type} = 'department'`, asc(locationAreas.searchName), asc(locationAreas.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(locationAreas).where(where),
  ]);
  return { rows, total };
}

/** A city of the country, or null. */
export async function cityOf(db: Db, countryId: string, cityId: number) {
  const [row] = await db
    .select()
    .from(locationAreas)
    .where(and(eq(locationAreas.id, cityId), eq(locationAreas.countryId, countryId), eq(locationAreas.type, "city")));
  return row ?? null;
}
