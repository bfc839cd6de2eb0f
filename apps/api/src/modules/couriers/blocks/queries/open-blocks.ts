import { and, eq, exists, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../../db/client.js";
import { messengerBlocks } from "../../../../db/schema/index.js";

// The one "open block" predicate of the API (the domain's blockStatus says the same for one answer): a block is
// open until someone unblocks the courier or its ends_at passes, so it ends by itself without a job.
// Assignment, going online and location points (modules/couriers, services) read it through hasOpenBlock / openBlockOf.

/** The block row is open at `now` (the database's clock unless given). */
export const isOpenBlock = (now: SQL | Date = sql`now()`): SQL =>
  and(isNull(messengerBlocks.unblockedAt), or(isNull(messengerBlocks.endsAt), gt(messengerBlocks.endsAt, now))) as SQL;

/** A condition for another query: the courier in `messengerId` has an open block at the headquarter. */
export const hasOpenBlock = (db: Db | Tx, headquarterId: string | AnyPgColumn | SQL, messengerId: AnyPgColumn | string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(messengerBlocks)
      .where(and(eq(messengerBlocks.headquarterId, headquarterId), eq(messengerBlocks.messengerId, messengerId), isOpenBlock())),
  );

/** The courier's open block at the headquarter, if any. */
export async function openBlockOf(db: Db, headquarterId: string, messengerId: string) {
  const [row] = await db
    .select()
    .from(messengerBlocks)
    .where(and(eq(messengerBlocks.headquarterId, headquarterId), eq(messengerBlocks.messengerId, messengerId), isOpenBlock()))
    .limit(1);
  return row;
}
