import { and, eq } from "drizzle-orm";
import { BLOCK_MESSAGES, type BlockInput } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, messengerBlocks } from "../../../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../../../errors.js";
import { takeOffline } from "../../app/commands/activation.js";
import { openBlockOf } from "../queries/open-blocks.js";

/**
 * Blocks a courier affiliated with the headquarter: one open block at a time (409). A courier online there
 * goes offline: the activation history keeps it and courier.presence-changed is recorded (the desks hear it, the
 * courier leaves their geozone queue). The
 * affiliation row is locked so two blocks can't race.
 */
export async function blockMessenger(db: Db, headquarterId: string, actorId: string, input: BlockInput): Promise<string> {
  const endsAt = input.ends_at ? new Date(input.ends_at) : null;
  if (endsAt && endsAt.getTime() <= Date.now()) throw badRequest("ends_at", BLOCK_MESSAGES.endsInPast);
  return db.transaction(async (tx) => {
    const [affiliation] = await tx
      .select()
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, input.messenger), eq(affiliations.headquarterId, headquarterId)))
      .for("update");
    if (!affiliation) throw notFound();
    if (affiliation.status === "disaffiliated") throw new AppError("CONFLICT", BLOCK_MESSAGES.notAffiliated);
    if (await openBlockOf(tx, headquarterId, input.messenger)) throw new AppError("ALREADY_BLOCKED");
    const [block] = await tx
      .insert(messengerBlocks)
      .values({ messengerId: input.messenger, headquarterId, reason: input.reason, endsAt, blockedBy: actorId })
      .returning({ id: messengerBlocks.id });
    await takeOffline(tx, input.messenger, headquarterId);
    return block.id;
  });
}
