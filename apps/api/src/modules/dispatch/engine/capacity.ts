import { and, count, eq, inArray } from "drizzle-orm";
import { QUEUE_BUSY_STATUSES } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { messengers, services } from "../../../db/schema/index.js";

/**
 * Whether the courier may take `size` more services of the headquarter (one by default) under `max`. Locks the courier's row first, so two
 * services given to one courier at once (two accepts, an accept and an assignment) are counted one after the other.
 */
export async function courierHasRoom(tx: Tx, headquarterId: string, messengerId: string, max: number, size = 1): Promise<boolean> {
  await tx.select({ id: messengers.id }).from(messengers).where(eq(messengers.id, messengerId)).for("update");
  const [{ active }] = await tx
    .select({ active: count() })
    .from(services)
    .where(
      and(
        eq(services.messengerId, messengerId),
        eq(services.headquarterId, headquarterId),
        inArray(services.status, [...QUEUE_BUSY_STATUSES]),
      ),
    );
  return active + size <= max;
}
