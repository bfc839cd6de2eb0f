import { and, asc, count, eq, ilike } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { serviceTypes } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { ServiceTypeRow } from "../presenter.js";

export const SERVICE_TYPES_ALL_MAX = 500;

export interface ServiceTypeFilter {
  includeInactive: boolean;
  nameContains?: string;
}

export const inHeadquarter = (headquarterId: string, id: string) =>
  and(eq(serviceTypes.id, id), eq(serviceTypes.headquarterId, headquarterId));

function whereOf(headquarterId: string, filter: ServiceTypeFilter) {
  return and(
    eq(serviceTypes.headquarterId, headquarterId),
    filter.includeInactive ? undefined : eq(serviceTypes.isActive, true),
    filter.nameContains ? ilike(serviceTypes.name, containsPattern(filter.nameContains)) : undefined,
  );
}

export async function listServiceTypes(db: Db, headquarterId: string, win: Window, filter: ServiceTypeFilter) {
  const where = whereOf(headquarterId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(serviceTypes)
      .where(where)
      .orderBy(byName(serviceTypes.name), asc(serviceTypes.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(serviceTypes).where(where),
  ]);
  return { rows, total };
}

export function allServiceTypes(db: Db, headquarterId: string, filter: ServiceTypeFilter) {
  return db
    .select()
    .from(serviceTypes)
    .where(whereOf(headquarterId, filter))
    .orderBy(byName(serviceTypes.name), asc(serviceTypes.id))
    .limit(SERVICE_TYPES_ALL_MAX);
}

export async function serviceTypeFor(db: Db, headquarterId: string, id: string): Promise<ServiceTypeRow> {
  const [row] = await db.select().from(serviceTypes).where(inHeadquarter(headquarterId, id));
  if (!row) throw notFound();
  return row;
}
