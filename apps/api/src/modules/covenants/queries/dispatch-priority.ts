import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.js";
import { covenants, priorityGroupMembers, priorityGroups } from "../../../db/schema/index.js";

export interface CovenantPriority {
  /** How many priority groups the store has. */
  groups: number;
  /** The first group (1 first) whose live, enabled covenant names the courier, by courier id. */
  groupOf: Map<string, number>;
}

/**
 * issue 22: the dispatch engine's view of a business store's covenants: its priority groups and, for each courier a
 * live covenant of an enabled member names, the first group that holds it.
 */
export async function covenantPriority(db: Db | Tx, businessStoreId: string): Promise<CovenantPriority> {
  const rows = await db
    .select({
      priority: priorityGroups.priority,
      settings: covenants.settings,
      active: covenants.isActive,
      status: covenants.status,
      enabled: priorityGroupMembers.isEnabledByStore,
    })
    .from(priorityGroups)
    .leftJoin(priorityGroupMembers, eq(priorityGroupMembers.groupId, priorityGroups.id))
    .leftJoin(covenants, eq(covenants.id, priorityGroupMembers.covenantId))
    .where(eq(priorityGroups.businessStoreId, businessStoreId))
    .orderBy(asc(priorityGroups.priority));
  const groupOf = new Map<string, number>();
  for (const row of rows) {
    if (!row.settings || !row.active || row.status !== "accepted" || !row.enabled) continue;
    for (const courier of row.settings.couriers ?? []) if (!groupOf.has(courier)) groupOf.set(courier, row.priority);
  }
  return { groups: new Set(rows.map((r) => r.priority)).size, groupOf };
}
