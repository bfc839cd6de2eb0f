import { and, asc, count, eq, ilike, inArray } from "drizzle-orm";
import type { HeadquarterListQuery } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { headquarters } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { Principal } from "../../../plugins/auth.js";
import type { HeadquarterRow } from "../presenter.js";

/** spec §2.2: who manages the company's headquarters (the list, new and edit). */
export const MANAGE_HEADQUARTERS = ["view_headquarter_menu", "view_employee_add_menu"] as const;
const managesHeadquarters = (principal: Principal) => MANAGE_HEADQUARTERS.some((p) => principal.roles.includes(p));

export async function activeHeadquarters(db: Db, principal: Principal) {
  if (principal.headquarterIds.length === 0) return [];
  return db
    .select()
    .from(headquarters)
    .where(and(inArray(headquarters.id, principal.headquarterIds), eq(headquarters.isActive, true)))
    .orderBy(byName(headquarters.name));
}

/** One of the caller's own headquarters; any other id answers 404. */
export async function memberHeadquarter(db: Db, principal: Principal, id: string): Promise<HeadquarterRow> {
  if (!principal.headquarterIds.includes(id)) throw notFound();
  return companyHeadquarter(db, principal, id);
}

/** A headquarter of the caller's company; another company's answers 404. */
export async function companyHeadquarter(db: Db, principal: Principal, id: string): Promise<HeadquarterRow> {
  const [row] = await db
    .select()
    .from(headquarters)
    .where(and(eq(headquarters.id, id), eq(headquarters.companyId, principal.companyId)));
  if (!row) throw notFound();
  return row;
}

/**
 * A headquarter the caller may read: one of their own, or, for whoever manages the company's
 * headquarters, any of the company's. Any other id answers 404.
 */
export async function headquarterFor(db: Db, principal: Principal, id: string): Promise<HeadquarterRow> {
  if (!principal.headquarterIds.includes(id) && !managesHeadquarters(principal)) throw notFound();
  return companyHeadquarter(db, principal, id);
}

/** spec §7 GET /headquarter/: the company's headquarters by name. */
export async function listCompanyHeadquarters(db: Db, companyId: string, win: Window, query: HeadquarterListQuery) {
  const where = and(
    eq(headquarters.companyId, companyId),
    eq(headquarters.isActive, true),
    query.q ? ilike(headquarters.name, containsPattern(query.q)) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(headquarters)
      .where(where)
      .orderBy(byName(headquarters.name), asc(headquarters.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(headquarters).where(where),
  ]);
  return { rows, total };
}
