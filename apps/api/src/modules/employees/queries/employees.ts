import { and, asc, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { byName, containsPattern } from "../../../db/query-helpers.js";
import { employments, headquarters, memberships, roles, userRoles, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import { pendingEmails } from "../../auth/index.js";
import type { EmployeeRow } from "../presenter.js";

/**
 * Who the caller manages from a headquarter: the staff users of their company who work in it.
 * Without a headquarter: any of the company's (only to answer a write the caller was allowed to make,
 * which may have moved the employee out of the caller's headquarter).
 */
export interface EmployeeScope {
  companyId: string;
  headquarterId?: string;
}

const inScope = ({ companyId, headquarterId }: EmployeeScope) =>
  and(
    eq(users.companyId, companyId),
    eq(users.kind, "staff"),
    headquarterId === undefined
      ? undefined
      : sql`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${memberships.headquarterId} = ${headquarterId})`,
  );

const matches = (q: string) => {
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
};

/** The headquarters, position and templates of the given users, shaped for the presenter. */
async function withRelations(db: Db, rows: (typeof users.$inferSelect)[]): Promise<EmployeeRow[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const employmentIds = rows.flatMap((row) => (row.employmentId ? [row.employmentId] : []));
  const [hqs, templates, positions, pending] = await Promise.all([
    db
      .select({ userId: memberships.userId, id: headquarters.id, name: headquarters.name })
      .from(memberships)
      .innerJoin(headquarters, eq(headquarters.id, memberships.headquarterId))
      .where(inArray(memberships.userId, ids))
      .orderBy(byName(headquarters.name)),
    db
      .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(userRoles.userId, ids))
      .orderBy(byName(roles.name)),
    employmentIds.length > 0
      ? db.select({ id: employments.id, name: employments.name }).from(employments).where(inArray(employments.id, employmentIds))
      : Promise.resolve([]),
    pendingEmails(db, ids),
  ]);
  const of = <T extends { userId: string; id: string; name: string }>(list: T[], userId: string) =>
    list.filter((x) => x.userId === userId).map(({ id, name }) => ({ id, name }));
  return rows.map((user) => ({
    user,
    headquarters: of(hqs, user.id),
    templates: of(templates, user.id),
    employment: positions.find((p) => p.id === user.employmentId) ?? null,
    pendingEmail: pending.get(user.id) ?? null,
  }));
}

export async function listEmployees(db: Db, scope: EmployeeScope, win: Window, q?: string) {
  const where = and(inScope(scope), q ? matches(q) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(byName(users.firstName), byName(users.lastName), asc(users.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows: await withRelations(db, rows), total };
}

export async function getEmployee(db: Db, scope: EmployeeScope, id: string): Promise<EmployeeRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inScope(scope)));
  if (!row) throw notFound();
  const [employee] = await withRelations(db, [row]);
  return employee;
}
