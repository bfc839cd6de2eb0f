import { and, asc, eq, max, sql } from "drizzle-orm";
import { MESSAGES, renumberPriorityGroups } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { covenants, priorityGroupMembers, priorityGroups } from "../../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../../errors.js";
import type { Owner } from "../owner.js";
import { covenantFor } from "../queries/covenants.js";
import { memberFor, priorityGroupFor } from "../queries/priority-groups.js";
import { ownStore } from "../queries/stores.js";

/** POST priority-groups/ {business_store_id}: a new group after the store's last one. */
export async function createPriorityGroup(db: Db, owner: Owner, storeId: string) {
  await ownStore(db, owner, storeId, "business_store_id");
  return db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(priorityGroups.priority) })
      .from(priorityGroups)
      .where(eq(priorityGroups.businessStoreId, storeId));
    const [row] = await tx
      .insert(priorityGroups)
      .values({ headquarterId: owner.headquarterId, businessStoreId: storeId, priority: (last ?? 0) + 1 })
      .returning();
    return row;
  });
}

/**
 * The store's groups numbered again after `moved` takes `priority` (null: after it is deleted), the store's groups
 * locked so two moves do not interleave.
 */
async function renumber(tx: Tx, storeId: string, moved: string, priority: number | null) {
  const groups = await tx
    .select({ id: priorityGroups.id, priority: priorityGroups.priority })
    .from(priorityGroups)
    .where(eq(priorityGroups.businessStoreId, storeId))
    .orderBy(asc(priorityGroups.priority), asc(priorityGroups.createdAt), asc(priorityGroups.id))
    .for("update");
  const next = renumberPriorityGroups(
    groups.map((g) => g.id),
    moved,
    priority,
  );
  const changed = groups.filter((g) => next.has(g.id) && next.get(g.id) !== g.priority);
  if (changed.length === 0) return;
  const rows = sql.join(
    changed.map((g) => sql`(${g.id}::uuid, ${next.get(g.id)}::integer)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${priorityGroups} set priority = v.priority from (values ${rows}) as v(id, priority) where ${priorityGroups.id} = v.id`,
  );
}

/** PATCH priority-groups/{id}/ {priority}: the group takes that place in its store's order; the others shift. */
export async function movePriorityGroup(db: Db, owner: Owner, id: string, priority: number) {
  const group = await priorityGroupFor(db, owner, id);
  await db.transaction((tx) => renumber(tx, group.businessStoreId, id, priority));
  return priorityGroupFor(db, owner, id);
}

/** DELETE priority-groups/{id}/: the groups after it move up one place. */
export async function deletePriorityGroup(db: Db, owner: Owner, id: string) {
  const group = await priorityGroupFor(db, owner, id);
  await db.transaction(async (tx) => {
    await renumber(tx, group.businessStoreId, id, null);
    await tx.delete(priorityGroups).where(eq(priorityGroups.id, id));
  });
}

/** PATCH priority-groups/{id}/add-member/: an accepted, live covenant of the group's store joins it. */
export async function addMember(db: Db, owner: Owner, groupId: string, covenantId: string) {
  const group = await priorityGroupFor(db, owner, groupId);
  const covenant = await covenantFor(db, owner, covenantId).catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw badRequest("covenant_id", "Convenio no encontrado");
    throw error;
  });
  if (covenant.covenant.businessStoreId !== group.businessStoreId) throw badRequest("covenant_id", MESSAGES.covenantOfAnotherStore);
  try {
    await db.transaction(async (tx) => {
      // Locks the covenant so a cancel running at the same time cannot leave a member behind.
      const [live] = await tx
        .select({ id: covenants.id })
        .from(covenants)
        .where(and(eq(covenants.id, covenantId), eq(covenants.status, "accepted"), eq(covenants.isActive, true)))
        .for("update");
      if (!live) throw new AppError("CONFLICT", MESSAGES.covenantNotAccepted);
      await tx.insert(priorityGroupMembers).values({ groupId, covenantId });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", MESSAGES.memberDuplicate);
    throw error;
  }
  return group;
}

/** PATCH priority-groups-members/{id}/ {is_enabled_by_store}. */
export async function setMemberEnabled(db: Db, owner: Owner, id: string, enabled: boolean) {
  const view = await memberFor(db, owner, id);
  const [member] = await db
    .update(priorityGroupMembers)
    .set({ isEnabledByStore: enabled })
    .where(eq(priorityGroupMembers.id, id))
    .returning();
  if (!member) throw notFound();
  return { ...view, member };
}
