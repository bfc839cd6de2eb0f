import { and, eq, inArray } from "drizzle-orm";
import { isLinkedAffiliation, PETITION_MESSAGES } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { affiliations, headquarters, messengers, petitions, users } from "../../../db/schema/index.js";
import { AppError, badRequest, notFound } from "../../../errors.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { petitionRecorded } from "../events.js";
import { openDisaffiliation } from "./affiliation.js";

interface NewPetition {
  messengerId: string;
  headquarterId: string;
  isAssociation: boolean;
  fromHeadquarter: boolean;
  createdBy: string;
}

const OPEN = ["waiting", "in_progress"] as const;

/**
 * One open request per courier and headquarter; association only when not linked, disassociation
 * only when affiliated. The courier's profile row is locked so two calls can't both pass the check.
 * Records petition.created (the courier's user hears it too).
 */
async function openPetition(tx: Tx, input: NewPetition, courierUserId: string) {
  await tx.select({ id: messengers.id }).from(messengers).where(eq(messengers.id, input.messengerId)).for("update");
  const [open] = await tx
    .select({ id: petitions.id })
    .from(petitions)
    .where(
      and(
        eq(petitions.messengerId, input.messengerId),
        eq(petitions.headquarterId, input.headquarterId),
        inArray(petitions.status, [...OPEN]),
      ),
    );
  if (open) throw new AppError("CONFLICT", PETITION_MESSAGES.alreadyOpen);
  const [affiliation] = await tx
    .select({ status: affiliations.status })
    .from(affiliations)
    .where(and(eq(affiliations.messengerId, input.messengerId), eq(affiliations.headquarterId, input.headquarterId)));
  if (input.isAssociation && affiliation && isLinkedAffiliation(affiliation.status)) {
    throw new AppError("CONFLICT", PETITION_MESSAGES.alreadyAffiliated);
  }
  if (!input.isAssociation && affiliation?.status !== "affiliated") {
    throw new AppError("CONFLICT", PETITION_MESSAGES.notAffiliated);
  }
  const [row] = await tx
    .insert(petitions)
    .values({ ...input, status: "waiting", action: affiliation ? "change" : "new", updatedBy: input.createdBy })
    .returning();
  if (!input.isAssociation) await openDisaffiliation(tx, row);
  await recordEvents(tx, [petitionRecorded(row, courierUserId, "new")]);
  return row;
}

/** POST /api/courier/petitions/: the courier asks a headquarter to take them in, or to let them go. */
export async function courierAsks(db: Db, courier: { userId: string; messengerId: string }, headquarterId: string, isAssociation: boolean) {
  return db.transaction(async (tx) => {
    const [hq] = await tx
      .select({ allowLinkage: headquarters.allowLinkage })
      .from(headquarters)
      .where(and(eq(headquarters.id, headquarterId), eq(headquarters.isActive, true)));
    if (!hq) throw notFound();
    // allow_linkage=false closes the headquarter to couriers asking in; the company may still invite.
    if (isAssociation && !hq.allowLinkage) throw new AppError("CONFLICT", PETITION_MESSAGES.linkageClosed);
    return openPetition(
      tx,
      {
        messengerId: courier.messengerId,
        headquarterId,
        isAssociation,
        fromHeadquarter: false,
        createdBy: courier.userId,
      },
      courier.userId,
    );
  });
}

/** POST /api/membership/petition/: the company invites a courier, named by their username, to join. */
export async function companyInvites(db: Db, staff: { userId: string; headquarterId: string }, username: string) {
  return db.transaction(async (tx) => {
    const [courier] = await tx
      .select({ messengerId: messengers.id, userId: users.id })
      .from(users)
      .innerJoin(messengers, eq(messengers.userId, users.id))
      .where(and(eq(users.username, username), eq(users.kind, "messenger"), eq(users.isActive, true)));
    if (!courier) throw badRequest("username", "No existe un colaborador con ese usuario");
    const row = await openPetition(
      tx,
      {
        messengerId: courier.messengerId,
        headquarterId: staff.headquarterId,
        isAssociation: true,
        fromHeadquarter: true,
        createdBy: staff.userId,
      },
      courier.userId,
    );
    return { petition: row, courierUserId: courier.userId };
  });
}
