import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  type CourierPetitionAction,
  decideCompanyAction,
  decideCourierAction,
  type PetitionAction,
  type PetitionDecision,
} from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengers, petitions } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { followPetition } from "./affiliation.js";
import { applyVerification, type Verification } from "./verify.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { petitionRecorded } from "../events.js";

/** Who acts: staff of the headquarter (with their codenames), or the courier the request is about. */
export type PetitionActor =
  | { kind: "company"; userId: string; headquarterId: string; roles: readonly string[] }
  | { kind: "courier"; userId: string; messengerId: string };

const scopeOf = (actor: PetitionActor): SQL =>
  actor.kind === "company" ? eq(petitions.headquarterId, actor.headquarterId) : eq(petitions.messengerId, actor.messengerId);

function refusal(decision: Exclude<PetitionDecision, { ok: true }>): AppError {
  return new AppError(decision.refusal === "permission" ? "FORBIDDEN" : "CONFLICT", decision.message);
}

/**
 * spec §4 affiliation actions, one request in one transaction: lock it, ask the domain's rule table
 * (403 without the codename, 409 in the wrong status, kind or sender), apply the verification and
 * what the new status means for the affiliation, and record petition.changed. Another headquarter's (or courier's) id
 * is a 404.
 */
export async function actOnPetition(db: Db, actor: PetitionActor, id: string, action: PetitionAction, verification?: Verification) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(petitions)
      .where(and(eq(petitions.id, id), scopeOf(actor)))
      .for("update");
    if (!row) throw notFound();
    const facts = { status: row.status, is_association: row.isAssociation, from_headquarter: row.fromHeadquarter };
    const decision =
      actor.kind === "company"
        ? decideCompanyAction(action, facts, actor.roles)
        : decideCourierAction(action as CourierPetitionAction, facts);
    if (!decision.ok) throw refusal(decision);
    if (action === "verify" && actor.kind === "company" && verification) await applyVerification(tx, row, actor.roles, verification);
    await followPetition(tx, row, decision.to);
    const [updated] = await tx
      .update(petitions)
      .set({
        status: decision.to,
        updatedBy: actor.userId,
        updatedAt: sql`now()`,
        ...(verification && { motorcycleId: verification.motorcycle }),
      })
      .where(eq(petitions.id, row.id))
      .returning();
    const [courier] = await tx.select({ userId: messengers.userId }).from(messengers).where(eq(messengers.id, row.messengerId));
    const courierUserId = courier?.userId ?? null;
    await recordEvents(tx, [petitionRecorded(updated, courierUserId, "change")]);
    return { petition: updated, courierUserId };
  });
}
