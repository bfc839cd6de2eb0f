import { and, eq } from "drizzle-orm";
import { type CovenantSettings, MESSAGES, type covenantRequestSchema } from "@despacho/domain";
import type { z } from "zod";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/query-helpers.js";
import { covenants, priorityGroupMembers } from "../../../db/schema/index.js";
import { AppError, badRequest } from "../../../errors.js";
import type { Owner } from "../owner.js";
import { covenantFor } from "../queries/covenants.js";
import { headquarterStore, ownStore } from "../queries/stores.js";

/** POST /covenants/: one of the owner's stores asks another business's store to serve it; it waits for the answer. */
export async function requestCovenant(db: Db, owner: Owner, input: z.output<typeof covenantRequestSchema>) {
  await ownStore(db, owner, input.business_store_id, "business_store_id");
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
  const [changed] = await db
    .update(covenants)
    .set({ settings: { ...view.covenant.settings, ...patch } })
    .where(and(eq(covenants.id, id), eq(covenants.isActive, true)))
    .returning({ id: covenants.id });
  if (!changed) throw new AppError("ALREADY_CANCELLED", MESSAGES.covenantAlreadyCancelled);
  return covenantFor(db, owner, id);
}
