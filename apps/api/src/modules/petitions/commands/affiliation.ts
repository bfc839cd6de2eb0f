import { and, eq, sql } from "drizzle-orm";
import type { PetitionStatus } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { affiliations, type petitions } from "../../../db/schema/index.js";
import { takeOffline } from "../../couriers/index.js";

type PetitionRecord = typeof petitions.$inferSelect;

const ofPetition = (p: PetitionRecord) => and(eq(affiliations.messengerId, p.messengerId), eq(affiliations.headquarterId, p.headquarterId));

/**
 * What a request's new status does to the courier's standing with the headquarter: linked makes
 * them affiliated (the row created if absent), a confirmed disassociation disaffiliated (and
 * offline there, as takeOffline records it), a disassociation refused or cancelled gives them back their affiliation.
 */
export async function followPetition(tx: Tx, petition: PetitionRecord, to: PetitionStatus) {
  if (to === "linked") {
    await tx
      .insert(affiliations)
      .values({ messengerId: petition.messengerId, headquarterId: petition.headquarterId, status: "affiliated", affiliatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: [affiliations.messengerId, affiliations.headquarterId],
        set: { status: "affiliated", affiliatedAt: sql`now()`, disaffiliatedAt: null },
      });
  } else if (to === "unlinked") {
    await takeOffline(tx, petition.messengerId, petition.headquarterId);
    await tx.update(affiliations).set({ status: "disaffiliated", disaffiliatedAt: sql`now()` }).where(ofPetition(petition));
  } else if (!petition.isAssociation && (to === "refuse" || to === "cancelled")) {
    await tx
      .update(affiliations)
      .set({ status: "affiliated" })
      .where(and(ofPetition(petition), eq(affiliations.status, "in_disaffiliation")));
  }
}

/**
 * spec §4: while a disassociation request is open the courier is in disaffiliation, where the domain's onlineRefusal
 * lets no one be online: an online courier goes offline there (kept in the history, heard by the desks and the queue).
 */
export async function openDisaffiliation(tx: Tx, petition: PetitionRecord) {
  await takeOffline(tx, petition.messengerId, petition.headquarterId);
  await tx.update(affiliations).set({ status: "in_disaffiliation" }).where(ofPetition(petition));
}
