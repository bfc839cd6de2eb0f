import { and, eq } from "drizzle-orm";
import { BLOCK_MESSAGES } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { messengerBlocks } from "../../../../db/schema/index.js";
import { AppError, notFound } from "../../../../errors.js";
import { isOpenBlock } from "../queries/open-blocks.js";

/** Ends an open block now; a block already ended (unblocked or past its end) answers 409. */
export async function unblockMessenger(db: Db, headquarterId: string, actorId: string, id: string): Promise<void> {
  const mine = and(eq(messengerBlocks.id, id), eq(messengerBlocks.headquarterId, headquarterId));
  const [ended] = await db
    .update(messengerBlocks)
    .set({ unblockedAt: new Date(), unblockedBy: actorId })
    .where(and(mine, isOpenBlock()))
    .returning({ id: messengerBlocks.id });
  if (ended) return;
  const [exists] = await db.select({ id: messengerBlocks.id }).from(messengerBlocks).where(mine);
  throw exists ? new AppError("CONFLICT", BLOCK_MESSAGES.alreadyEnded) : notFound();
}
