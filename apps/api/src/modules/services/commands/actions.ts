import { eq, sql } from "drizzle-orm";
import {
  type BulkResult,
  type DeskAction,
  canTransition,
  type ErrorCode,
  type ServiceAction,
  type ServiceStatus,
  TRANSITIONS,
  transitionRefusal,
  waitsToOperate,
} from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { serviceHistory, services } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { serviceChanged } from "../events.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { lockService } from "./lock.js";
import { assignableMessenger } from "../queries/messengers.js";
import type { Scope } from "../scope.js";

type ServiceRow = typeof services.$inferSelect;

export interface ActionInput {
  /** The version the caller decided on; another version means someone else changed the service. */
  expectedVersion?: number;
  messenger?: string;
  reason?: string;
  completionData?: Record<string, unknown>;
  /** The courier's proof at the pickup (their start), issue 24. */
  pickupData?: Record<string, unknown>;
  /** The courier acting through the courier app: only on their own service, or accepting one offered to all. */
  courier?: string;
}

/** A refused transition out of a closed status has its own code; the others are a plain CONFLICT. */
const CLOSED: Partial<Record<ServiceStatus, ErrorCode>> = { cancelled: "ALREADY_CANCELLED", finished: "ALREADY_FINISHED" };

/** spec §4: the action must start from an allowed status, and a scheduled service must be operable (cancel needs no wait). */
function refusalOf(action: ServiceAction, row: ServiceRow, now: Date): AppError | null {
  if (!canTransition(action, row.status)) return new AppError(CLOSED[row.status] ?? "CONFLICT", transitionRefusal(action, row.status));
  if (waitsToOperate(action, { status: row.status, operable_at: row.operableAt }, now)) return new AppError("NOT_OPERABLE_YET");
  return null;
}

/** Why a service may not be finished yet; empty when it may (spec §4: can-finish comes first). */
function finishRefusals(row: ServiceRow): AppError[] {
  return row.messengerId ? [] : [new AppError("NO_MESSENGER")];
}

export async function canFinish(db: Db, scope: Scope, id: string) {
  return db.transaction(async (tx) => {
    const row = await lockService(tx, scope, id);
    const refusal = refusalOf("finish", row, new Date());
    if (refusal) throw refusal;
    const reasons = finishRefusals(row).map((error) => error.message);
    return { can_finish: reasons.length === 0, reasons };
  });
}

/** A courier sees their own services, and a pending one offered to all when accepting it; any other is a 404. */
const courierMayAct = (row: ServiceRow, action: ServiceAction, courier: string) =>
  row.messengerId === courier || (action === "accept" && row.status === "pending" && row.messengerId === null);

export async function applyAction(tx: Tx, scope: Scope, id: string, action: ServiceAction, input: ActionInput): Promise<void> {
  const row = await lockService(tx, scope, id);
  if (input.courier && !courierMayAct(row, action, input.courier)) throw notFound();
  if (input.expectedVersion !== undefined && input.expectedVersion !== row.version) throw new AppError("SERVICE_CHANGED");
  if (input.messenger) await assignableMessenger(tx, scope.headquarterId, input.messenger);
  const refusal = refusalOf(action, row, new Date());
  if (refusal) throw refusal;
  if (action === "reassign" && row.messengerId === input.messenger) throw new AppError("SAME_MESSENGER");
  const [cannotFinish] = action === "finish" ? finishRefusals(row) : [];
  if (cannotFinish) throw cannotFinish;
  const messengerId =
    action === "assign" || action === "reassign" || action === "accept"
      ? (input.messenger ?? null)
      : action === "unassign" || action === "spread"
        ? null
        : row.messengerId;
  const [updated] = await tx
    .update(services)
    .set({
      status: TRANSITIONS[action].to,
      messengerId,
      completionData: action === "finish" ? (input.completionData ?? {}) : row.completionData,
      pickupData: input.pickupData ?? row.pickupData,
      version: sql`${services.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(services.id, row.id))
    .returning();
  const data: Record<string, unknown> = {};
  if (messengerId !== row.messengerId) Object.assign(data, { from_messenger: row.messengerId, to_messenger: messengerId });
  if (input.reason) data.reason = input.reason;
  await tx.insert(serviceHistory).values({
    serviceId: row.id,
    userId: scope.userId,
    apiKeyId: scope.apiKeyId,
    action,
    fromStatus: row.status,
    toStatus: updated.status,
    data,
  });
  await recordEvents(tx, [serviceChanged(updated, action, row.status, row.messengerId)]);
}

/** One service, one transaction: lock, check, change, history (spec §4 actions). */
export async function runAction(db: Db, scope: Scope, id: string, action: DeskAction, input: ActionInput = {}): Promise<void> {
  return db.transaction((tx) => applyAction(tx, scope, id, action, input));
}

/** Massive assign/unassign: each service judged alone, refusals reported, never a partial service. */
export async function runBulkAction(db: Db, scope: Scope, ids: string[], action: "assign" | "unassign", input: ActionInput = {}) {
  if (input.messenger) await assignableMessenger(db, scope.headquarterId, input.messenger);
  const result: BulkResult = { updated: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await db.transaction((tx) => applyAction(tx, scope, id, action, input));
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.refused.push({ uuid: id, code: error.code, detail: error.message });
    }
  }
  return result;
}
