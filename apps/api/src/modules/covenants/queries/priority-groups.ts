import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { businessStores, covenants, priorityGroupMembers, priorityGroups, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import type { Owner } from "../owner.js";
import type { MemberView } from "../presenter.js";
import { byName } from "../../../db/query-helpers.js";

/** Groups of the owner's stores in the headquarter (one store's when given). */
const ownGroups = (owner: Owner, filter: { id?: string; store?: string } = {}): SQL =>
  and(
    eq(priorityGroups.headquarterId, owner.headquarterId),
    eq(businessStores.businessUserId, owner.userId),
    filter.id ? eq(priorityGroups.id, filter.id) : undefined,
    filter.store ? eq(priorityGroups.businessStoreId, filter.store) : undefined,
  ) as SQL;

const groupsOf = (db: Db) =>
  db
    .select({ group: priorityGroups })
    .from(priorityGroups)
    .innerJoin(businessStores, eq(businessStores.id, priorityGroups.businessStoreId));

export async function listPriorityGroups(db: Db, owner: Owner, win: Window, store?: string) {
  const where = ownGroups(owner, { store });
  const [rows, [{ total }]] = await Promise.all([
    groupsOf(db)
      .where(where)
      .orderBy(byName(businessStores.name), asc(priorityGroups.priority), asc(priorityGroups.createdAt), asc(priorityGroups.id))
      .limit(win.limit)
      .offset(win.offset),
    db
      .select({ total: count() })
      .from(priorityGroups)
      .innerJoin(businessStores, eq(businessStores.id, priorityGroups.businessStoreId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.group), total };
}

/** One of the owner's groups, or 404. */
export async function priorityGroupFor(db: Db, owner: Owner, id: string) {
  const [row] = await groupsOf(db).where(ownGroups(owner, { id }));
  if (!row) throw notFound();
  return row.group;
}

const memberViews = (db: Db) =>
  db
    .select({
      member: priorityGroupMembers,
      provider: { id: businessStores.id, name: businessStores.name, businessName: users.businessName },
    })
    .from(priorityGroupMembers)
    .innerJoin(covenants, eq(covenants.id, priorityGroupMembers.covenantId))
    .innerJoin(businessStores, eq(businessStores.id, covenants.providerStoreId))
    .innerJoin(users, eq(users.id, businessStores.businessUserId));

/** The members of the given groups, by group, in the order they joined. */
export async function membersOf(db: Db, groupIds: string[]): Promise<Map<string, MemberView[]>> {
  const byGroup = new Map<string, MemberView[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await memberViews(db)
    .where(inArray(priorityGroupMembers.groupId, groupIds))
    .orderBy(asc(priorityGroupMembers.createdAt), asc(priorityGroupMembers.id));
  for (const row of rows) byGroup.get(row.member.groupId)?.push(row);
  return byGroup;
}

/** A member of one of the owner's groups, or 404. */
export async function memberFor(db: Db, owner: Owner, id: string): Promise<MemberView> {
  const [row] = await memberViews(db).where(eq(priorityGroupMembers.id, id));
  if (!row) throw notFound();
  await priorityGroupFor(db, owner, row.member.groupId);
  return row;
}
