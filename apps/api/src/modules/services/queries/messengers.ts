import { and, eq } from "drizzle-orm";
import { isLinkedAffiliation } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { affiliations } from "../../../db/schema/index.js";
import { AppError, badRequest } from "../../../errors.js";
import { hasOpenBlock } from "../../couriers/index.js";
import { messengerFor } from "../../couriers/index.js";

export const MESSENGER_NOT_FOUND = "El colaborador no existe en la sucursal";

/** The messenger of this headquarter; otherwise a 400 on the `messenger` field (the service, not the courier, is the resource). */
export async function messengerOfHeadquarter(db: Db | Tx, headquarterId: string, id: string) {
  try {
    return await messengerFor(db as Db, headquarterId, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw badRequest("messenger", MESSENGER_NOT_FOUND);
    throw error;
  }
}

/** Why a courier with this standing may not take a service of the headquarter (spec §4); null when they may. */
export function assignmentRefusal(standing: { status: string | null; blocked: boolean | null } | null | undefined): AppError | null {
  if (!standing?.status) return badRequest("messenger", MESSENGER_NOT_FOUND);
  if (!isLinkedAffiliation(standing.status)) return new AppError("MESSENGER_NOT_LINKED");
  if (standing.blocked) return new AppError("MESSENGER_BLOCKED");
  return null;
}

/**
 * Only a linked, unblocked courier of the headquarter takes a service: a courier the headquarter never
 * had is a 400 on `messenger`; one it let go is MESSENGER_NOT_LINKED, one with an open block MESSENGER_BLOCKED (409).
 */
export async function assignableMessenger(db: Db | Tx, headquarterId: string, id: string) {
  const [standing] = await db
    .select({ status: affiliations.status, blocked: hasOpenBlock(db as Db, headquarterId, affiliations.messengerId).mapWith(Boolean) })
    .from(affiliations)
    .where(and(eq(affiliations.messengerId, id), eq(affiliations.headquarterId, headquarterId)));
  const refusal = assignmentRefusal(standing);
  if (refusal) throw refusal;
}
