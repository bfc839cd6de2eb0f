import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/** Rows one pass removes at most: a short statement however large the backlog; a full batch asks for another pass at once. */
export const PRUNE_BATCH = 1000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Removes up to `batch` deliveries sent or given up more than `retentionDays` ago (the delivery log's retention). A pending
 * one stays whatever its age: a paused subscription's backlog goes when it is taken back. SKIP LOCKED leaves rows another
 * node is sending. Answers how many went.
 */
export async function pruneDeliveries(db: Db, retentionDays: number, batch = PRUNE_BATCH): Promise<number> {
  const removed = await db.execute(sql`
    DELETE FROM webhook_deliveries WHERE id IN (
      SELECT id FROM webhook_deliveries
      WHERE status <> 'pending' AND created_at < now() - make_interval(days => ${retentionDays})
      LIMIT ${batch} FOR UPDATE SKIP LOCKED
    ) RETURNING id`);
  // node-postgres answers { rows }.
  return (removed as unknown as { rows: unknown[] }).rows.length;
}

/** The jobs sweeper's pruning: once a minute, or at once again while a pass still found a full batch. */
export function pruneSweeper(db: Db, retentionDays: number) {
  let nextAt = 0;
  return async () => {
    if (Date.now() < nextAt) return 0;
    const removed = await pruneDeliveries(db, retentionDays);
    nextAt = removed === PRUNE_BATCH ? 0 : Date.now() + PRUNE_EVERY_MS;
    return removed;
  };
}
