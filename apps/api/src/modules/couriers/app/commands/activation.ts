import { and, eq } from "drizzle-orm";
import { DOMAIN_EVENTS, onlineRefusal } from "@despacho/domain";
import type { Db, Tx } from "../../../../db/client.js";
import { affiliations, messengerActivations } from "../../../../db/schema/index.js";
import { hasOpenBlock } from "../../blocks/queries/open-blocks.js";
import { activationRefusal } from "../../../geozones/index.js";
import { AppError } from "../../../../errors.js";
import { recordEvents } from "../../../../plugins/domain-events.js";

/**
 * POST /api/courier/activation/: the courier goes online or offline for a headquarter. Only a courier the
 * domain's onlineRefusal lets be online there (affiliated, not blocked), and inside one of its activation zones if
 * it has any, goes online (409 otherwise); going offline is always allowed.
 * Each change is kept in the activation history and recorded as courier.presence-changed (the desk hears it, the
 * courier enters or leaves their geozone queue: issue 12).
 */
export async function setCourierOnline(db: Db, messengerId: string, headquarterId: string, online: boolean) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const [affiliation] = await tx
      .select({
        status: affiliations.status,
        isOnline: affiliations.isOnline,
        blocked: hasOpenBlock(tx, headquarterId, messengerId).mapWith(Boolean),
      })
      .from(affiliations)
      .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)))
      .for("update");
    if (online) {
      const refusal = onlineRefusal({ status: affiliation?.status, blocked: affiliation?.blocked ?? false });
      if (refusal) throw new AppError("CONFLICT", refusal);
      const outside = await activationRefusal(tx, headquarterId, messengerId);
      if (outside) throw new AppError("CONFLICT", outside);
    }
    if (!affiliation || affiliation.isOnline === online) return;
    await recordPresence(tx, messengerId, headquarterId, online, now);
  });
}

/** The change of an affiliation's is_online, inside the caller's transaction: the row, the history and the event. */
async function recordPresence(tx: Tx, messengerId: string, headquarterId: string, online: boolean, now: Date) {
  await tx
    .update(affiliations)
    .set({ isOnline: online, onlineChangedAt: now })
    .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)));
  await tx.insert(messengerActivations).values({ messengerId, headquarterId, online, createdAt: now });
  await recordEvents(tx, [
    { name: DOMAIN_EVENTS.courierPresenceChanged, headquarter: headquarterId, payload: { messenger: messengerId, online } },
  ]);
}

/**
 * Takes a courier offline in a headquarter inside the caller's transaction, when a change of their standing there
 * (a block, a disassociation asked or confirmed) leaves them no right to be online; nothing when already offline.
 */
export async function takeOffline(tx: Tx, messengerId: string, headquarterId: string) {
  const [affiliation] = await tx
    .select({ isOnline: affiliations.isOnline })
    .from(affiliations)
    .where(and(eq(affiliations.messengerId, messengerId), eq(affiliations.headquarterId, headquarterId)))
    .for("update");
  if (affiliation?.isOnline) await recordPresence(tx, messengerId, headquarterId, false, new Date());
}
