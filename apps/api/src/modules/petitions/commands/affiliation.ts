import { and, eq, sql } from "drizzle-orm";
import type { PetitionStatus } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { affiliations, type petitions } from "../../../db/schema/index.js";

type PetitionRecord = typeof petitions.$inferSelect;

const ofPetition = (p: PetitionRecord) => and(eq(affiliations.messengerId, p.messengerId), eq(affiliations.headquarterId, p.headquarterId));

/**
 * What a request's new status does to the courier's standing with the headquarter: linked makes
 * them affiliated (the row created if absent), a confirmed disassociation disaffiliated (and
 * offline there), a disassociation refused or cancelled gives them back their affiliation.
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
    await tx
      .update(affiliations)
      .set({ status: "disaffiliated", disaffiliatedAt: sql`now()`, isOnline: false })
      .where(ofPetition(petition));
  } else if (!petition.isAssociation && (to === "refuse" || to === "cancelled")) {
    await tx
      .update(affiliations)
      .set({ status: "affiliated" })
      .where(and(ofPetition(petition), eq(affiliations.status, "in_disaffiliation")));
  }
}

/** spec §4: while a disassociation request is open the courier is in disaffiliation. */
export async function openDisaffiliation(tx: Tx, petition: PetitionRecord) {
  await tx.update(affiliations).set({ status: "in_disaffiliation" }).where(ofPetition(petition));
}
