import { and, eq, inArray } from "drizzle-orm";
import {
  COVENANT_MESSAGES,
  type CovenantSettings,
  LINKED_AFFILIATION_STATUSES,
  MESSAGES,
  type covenantRequestSchema,
} from "@despacho/domain";
import type { z } from "zod";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { affiliations, covenants, priorityGroupMembers } from "../../../db/schema/index.js";
import { AppError, badRequest } from "../../../errors.js";
import type { Owner } from "../owner.js";
import { covenantFor } from "../queries/covenants.js";
import { headquarterStore, ownStore } from "../queries/stores.js";

/** The couriers a covenant names must be linked to its headquarter (400 on `field` otherwise). */
async function checkCouriers(db: Db, headquarterId: string, couriers: readonly string[] | undefined, field: string) {
  if (!couriers || couriers.length === 0) return;
  const linked = await db
    .select({ id: affiliations.messengerId })
    .from(affiliations)
    .where(
      and(
        eq(affiliations.headquarterId, headquarterId),
        inArray(affiliations.messengerId, [...couriers]),
        inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
      ),
    );
  if (new Set(linked.map((l) => l.id)).size !== new Set(couriers).size) throw badRequest(field, COVENANT_MESSAGES.unknownCourier);
}

/** POST /covenants/: one of the owner's stores asks another business's store to serve it; it waits for the answer. */
export async function requestCovenant(db: Db, owner: Owner, input: z.output<typeof covenantRequestSchema>) {
  await ownStore(db, owner, input.business_store_id, "business_store_id");
  await checkCouriers(db, owner.headquarterId, input.settings.couriers, "settings.couriers");
  const provider = await headquarterStore(db, owner, input.provider_store_id, "provider_store_id");
  if (provider.businessUserId === owner.userId) throw badRequest("provider_store_id", MESSAGES.covenantSameBusiness);
  try {
    const [row] = await db
      .insert(covenants)
      .values({
        headquarterId: owner.headquarterId,
        businessStoreId: input.business_store_id,
        providerStoreId: input.provider_store_id,
        settings: input.settings,
      })
      .returning({ id: covenants.id });
    return covenantFor(db, owner, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", MESSAGES.covenantDuplicate);
    throw error;
  }
}

/** PATCH /covenants/{id}/answer/: only the provider store's business answers, and only a pending request. */
export async function answerCovenant(db: Db, owner: Owner, id: string, accepted: boolean) {
  const view = await covenantFor(db, owner, id);
  if (view.provider.businessUserId !== owner.userId) throw new AppError("FORBIDDEN", "Solo la tienda proveedora responde el convenio");
  const [changed] = await db
    .update(covenants)
    .set({ status: accepted ? "accepted" : "refused", isActive: accepted, answeredAt: new Date() })
    .where(and(eq(covenants.id, id), eq(covenants.status, "pending"), eq(covenants.isActive, true)))
    .returning({ id: covenants.id });
  if (!changed) throw new AppError("CONFLICT", MESSAGES.covenantNotPending);
  return covenantFor(db, owner, id);
}

/** PATCH /covenants/{id}/ {is_active: false}: either side ends it; it leaves every priority group. */
export async function cancelCovenant(db: Db, owner: Owner, id: string) {
  await covenantFor(db, owner, id);
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(covenants)
      .set({ isActive: false, cancelledAt: new Date() })
      .where(and(eq(covenants.id, id), eq(covenants.isActive, true)))
      .returning({ id: covenants.id });
    if (!changed) throw new AppError("ALREADY_CANCELLED", MESSAGES.covenantAlreadyCancelled);
    await tx.delete(priorityGroupMembers).where(eq(priorityGroupMembers.covenantId, id));
  });
  return covenantFor(db, owner, id);
}

/** PATCH /covenants/{id}/settings/: either side changes the terms of a live covenant. */
export async function changeCovenantSettings(db: Db, owner: Owner, id: string, patch: Partial<CovenantSettings>) {
  const view = await covenantFor(db, owner, id);
  await checkCouriers(db, owner.headquarterId, patch.couriers, "couriers");
  const [changed] = await db
    .update(covenants)
    .set({ settings: { ...view.covenant.settings, ...patch } })
    .where(and(eq(covenants.id, id), eq(covenants.isActive, true)))
    .returning({ id: covenants.id });
  if (!changed) throw new AppError("ALREADY_CANCELLED", MESSAGES.covenantAlreadyCancelled);
  return covenantFor(db, owner, id);
}
