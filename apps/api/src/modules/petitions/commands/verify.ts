import { and, eq, sql } from "drizzle-orm";
import { type CollaboratorForm, isAllowed } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { messengers, motorcycles, type petitions, users } from "../../../db/schema/index.js";
import { AppError, badRequest, refusingDuplicates, usernameTaken } from "../../../errors.js";

type PetitionRecord = typeof petitions.$inferSelect;

export interface Verification {
  motorcycle: string;
  /** The collaborator's data as the operator corrected it (spec §5); only with change_messenger. */
  messenger?: CollaboratorForm;
}

/** spec §4 verify: the chosen motorcycle (the courier's own) becomes verified; corrected data is saved. */
export async function applyVerification(tx: Tx, petition: PetitionRecord, roles: readonly string[], input: Verification) {
  if (input.messenger && !isAllowed(roles, ["change_messenger"])) {
    throw new AppError("FORBIDDEN", "No tiene permiso para cambiar los datos del colaborador");
  }
  const [bike] = await tx
    .update(motorcycles)
    .set({ verified: true })
    .where(and(eq(motorcycles.id, input.motorcycle), eq(motorcycles.messengerId, petition.messengerId)))
    .returning({ id: motorcycles.id });
  if (!bike) throw badRequest("motorcycle", "La motocicleta no es del colaborador");
  if (!input.messenger) return;
  const data = input.messenger;
  const [profile] = await tx
    .update(messengers)
    .set({ nuip: data.nuip, phoneNumber: data.phone_number, address: data.address ?? null })
    .where(eq(messengers.id, petition.messengerId))
    .returning({ userId: messengers.userId });
  if (!profile?.userId) return;
  await refusingDuplicates(
    tx
      .update(users)
      .set({
        username: data.username,
        firstName: data.first_name,
        lastName: data.last_name,
        email: data.email,
        // A new address is not verified yet; the same address keeps its verification.
        emailVerified: sql`${users.emailVerified} and ${users.email} = ${data.email}`,
      })
      .where(eq(users.id, profile.userId)),
    () => usernameTaken("messenger.username"),
  );
}
