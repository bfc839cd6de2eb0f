import { and, eq, inArray, sql } from "drizzle-orm";
import {
  type BulkResult,
  MASSIVE_ACTION_MESSAGES,
  MESSAGES,
  NOVELTY_FIELDS_MAX,
  QUICK_PANEL_MESSAGES,
  SERVICE_MESSAGES,
  type ServiceChanges,
} from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { serviceHistory, services, servicesTags, serviceTypes, tags } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { serviceChanged } from "../events.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { lockService } from "./lock.js";
import type { Scope } from "../scope.js";
import { byName } from "../../../db/query-helpers.js";

type ServiceRow = typeof services.$inferSelect;

// An edit keeps the status and the courier.
const edited = (tx: Tx, s: ServiceRow) => recordEvents(tx, [serviceChanged(s, "edit", s.status)]);

const CANCELLED = MASSIVE_ACTION_MESSAGES.cancelled;

/** The service now carries these tags (ids of its headquarter's tags, else refused): their names, for services.tags. */
async function retag(tx: Tx, serviceId: string, headquarterId: string, tagIds: string[]): Promise<string[]> {
  const found = tagIds.length
    ? await tx
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(inArray(tags.id, tagIds), eq(tags.headquarterId, headquarterId)))
        .orderBy(byName(tags.name))
    : [];
  if (found.length !== tagIds.length) throw new AppError("VALIDATION", MESSAGES.tagNotInHeadquarter);
  await tx.delete(servicesTags).where(eq(servicesTags.serviceId, serviceId));
  if (found.length) await tx.insert(servicesTags).values(found.map((t) => ({ serviceId, tagId: t.id })));
  return found.map((t) => t.name);
}

/**
 * PATCH update-multiple (spec §4 cost update, massive service update): each service judged
 * alone; required_value still may not exceed its type's max_specified_base.
 */
export async function updateServices(db: Db, scope: Scope, ids: string[], changes: ServiceChanges) {
  const result: BulkResult = { updated: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await db.transaction(async (tx) => {
        const row = await lockService(tx, scope, id);
        if (row.status === "cancelled") throw new AppError("ALREADY_CANCELLED", CANCELLED);
        if (changes.required_value !== undefined) {
          const [type] = await tx.select({ max: serviceTypes.maxSpecifiedBase }).from(serviceTypes).where(eq(serviceTypes.id, row.typeId));
          if (type?.max !== null && type?.max !== undefined && changes.required_value > type.max) {
            throw new AppError("VALIDATION", QUICK_PANEL_MESSAGES.requiredValueMax(type.max));
          }
        }
        const tagNames = changes.tags && (await retag(tx, row.id, row.headquarterId, changes.tags));
        const [next] = await tx
          .update(services)
          .set({
            calculatedCost: changes.calculated_cost,
            requiredValue: changes.required_value,
            tags: tagNames,
            isPaymentVerified: changes.is_payment_verified,
            version: sql`${services.version} + 1`,
            updatedAt: sql`now()`,
          })
          .where(eq(services.id, row.id))
          .returning();
        const before = {
          calculated_cost: row.calculatedCost,
          required_value: row.requiredValue,
          tags: row.tags,
          is_payment_verified: row.isPaymentVerified,
        };
        await tx.insert(serviceHistory).values({
          serviceId: row.id,
          userId: scope.userId,
          apiKeyId: scope.apiKeyId,
          action: "update",
          fromStatus: row.status,
          toStatus: row.status,
          data: {
            before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof before]])),
            after: tagNames ? { ...changes, tags: tagNames } : changes,
          },
        });
        await edited(tx, next);
      });
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ uuid: id, code: error.code, detail: error.message });
    }
  }
  return result;
}

/** POST novelty-fields: the fields replace the previous ones; `merge` (massive novelties) adds them to those. */
export async function setNoveltyFields(db: Db, scope: Scope, id: string, given: Record<string, string>, { merge = false } = {}) {
  const row = await db.transaction(async (tx) => {
    const current = await lockService(tx, scope, id);
    const fields = merge ? { ...current.noveltyFields, ...given } : given;
    if (Object.keys(fields).length > NOVELTY_FIELDS_MAX) throw new AppError("VALIDATION", SERVICE_MESSAGES.noveltyKeys);
    const [next] = await tx
      .update(services)
      .set({ noveltyFields: fields, version: sql`${services.version} + 1`, updatedAt: sql`now()` })
      .where(eq(services.id, current.id))
      .returning();
    await tx.insert(serviceHistory).values({
      serviceId: current.id,
      userId: scope.userId,
      apiKeyId: scope.apiKeyId,
      action: "novelty",
      fromStatus: current.status,
      toStatus: current.status,
      data: { fields },
    });
    await recordEvents(tx, [serviceChanged(next, "novelty", next.status)]);
    return next;
  });
  return row.noveltyFields;
}
