import { eq, sql } from "drizzle-orm";
import { type BulkResult, QUICK_PANEL_MESSAGES, type ServiceChanges } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { serviceHistory, services, serviceTypes } from "../../../db/schema/index.js";
import { AppError } from "../../../errors.js";
import { changeEvents, type ServiceEvent } from "../events.js";
import { lockService } from "./lock.js";
import type { Scope } from "../scope.js";

type ServiceRow = typeof services.$inferSelect;

// An edit keeps the status: services:change alone.
const changeEvent = (s: ServiceRow): ServiceEvent[] => changeEvents(s, "edit", s.status);

const CANCELLED = "No se puede modificar un servicio cancelado";

/**
 * PATCH update-multiple (spec §4 cost update, massive service update): each service judged
 * alone; required_value still may not exceed its type's max_specified_base.
 */
export async function updateServices(db: Db, scope: Scope, ids: string[], changes: ServiceChanges) {
  const result: BulkResult = { updated: [], refused: [] };
  const events: ServiceEvent[] = [];
  for (const id of new Set(ids)) {
    try {
      const updated = await db.transaction(async (tx) => {
        const row = await lockService(tx, scope, id);
        if (row.status === "cancelled") throw new AppError("ALREADY_CANCELLED", CANCELLED);
        if (changes.required_value !== undefined) {
          const [type] = await tx.select({ max: serviceTypes.maxSpecifiedBase }).from(serviceTypes).where(eq(serviceTypes.id, row.typeId));
          if (type?.max !== null && type?.max !== undefined && changes.required_value > type.max) {
            throw new AppError("VALIDATION", QUICK_PANEL_MESSAGES.requiredValueMax(type.max));
          }
        }
        const [next] = await tx
          .update(services)
          .set({
            calculatedCost: changes.calculated_cost,
            requiredValue: changes.required_value,
            tags: changes.tags,
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
          action: "update",
          fromStatus: row.status,
          toStatus: row.status,
          data: { before: Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof before]])), after: changes },
        });
        return next;
      });
      events.push(...changeEvent(updated));
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ uuid: id, code: error.code, detail: error.message });
    }
  }
  return { result, events };
}

/** POST novelty-fields: the fields replace the previous ones. */
export async function setNoveltyFields(db: Db, scope: Scope, id: string, fields: Record<string, string>) {
  const row = await db.transaction(async (tx) => {
    const current = await lockService(tx, scope, id);
    const [next] = await tx
      .update(services)
      .set({ noveltyFields: fields, version: sql`${services.version} + 1`, updatedAt: sql`now()` })
      .where(eq(services.id, current.id))
      .returning();
    await tx.insert(serviceHistory).values({
      serviceId: current.id,
      userId: scope.userId,
      action: "novelty",
      fromStatus: current.status,
      toStatus: current.status,
      data: { fields },
    });
    return next;
  });
  return { fields: row.noveltyFields, events: changeEvent(row) };
}
