import { and, asc, count, eq, getTableColumns, ilike, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { roles, userRoles } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { TemplateRow } from "../presenter.js";

const employeesCount = sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`;
const withCount = { ...getTableColumns(roles), employeesCount };

// Templates belong to the company: every headquarter of it shares them.
export async function listTemplates(db: Db, companyId: string, win: Window, q?: string) {
  const where = and(eq(roles.companyId, companyId), q ? ilike(roles.name, containsPattern(q)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select(withCount).from(roles).where(where).orderBy(byName(roles.name), asc(roles.id)).limit(win.limit).offset(win.offset),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { rows: rows as TemplateRow[], total };
}

export async function getTemplate(db: Db, companyId: string, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select(withCount)
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound();
  return row;
}
