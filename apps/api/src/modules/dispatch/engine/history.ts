import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  DISPATCH_HISTORY_ACTION,
  type DispatchDecision,
  dispatchDecisionSchema,
  type RouteStopOf,
  type ServiceStatus,
} from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { serviceHistory } from "../../../db/schema/index.js";

/**
 * A decision on the service's history (action 'dispatch', `data.decision`), by the system. Stamped with the clock, not
 * the transaction's start, so it reads after the assignment it explains.
 */
export async function recordDecision(tx: Tx, serviceId: string, status: ServiceStatus, decision: DispatchDecision) {
  await tx.insert(serviceHistory).values({
    serviceId,
    userId: null,
    action: DISPATCH_HISTORY_ACTION,
    fromStatus: status,
    toStatus: status,
    data: { decision },
    createdAt: sql`clock_timestamp()`,
  });
}

/** The decision that sent the service's open offers: the newest on its history. */
export async function lastDecision(tx: Tx, serviceId: string): Promise<DispatchDecision | null> {
  const [entry] = await tx
    .select({ data: serviceHistory.data })
    .from(serviceHistory)
    .where(and(eq(serviceHistory.serviceId, serviceId), eq(serviceHistory.action, DISPATCH_HISTORY_ACTION)))
    .orderBy(desc(serviceHistory.createdAt))
    .limit(1);
  const parsed = dispatchDecisionSchema.safeParse(entry?.data.decision);
  return parsed.success ? parsed.data : null;
}

/** The outcome of each service's newest decision, for the services that have one. */
export async function lastOutcomes(tx: Tx, serviceIds: readonly string[]): Promise<Map<string, DispatchDecision["outcome"]>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await tx
    .selectDistinctOn([serviceHistory.serviceId], {
      serviceId: serviceHistory.serviceId,
      outcome: sql<DispatchDecision["outcome"]>`${serviceHistory.data}->'decision'->>'outcome'`,
    })
    .from(serviceHistory)
    .where(and(inArray(serviceHistory.serviceId, [...serviceIds]), eq(serviceHistory.action, DISPATCH_HISTORY_ACTION)))
    .orderBy(serviceHistory.serviceId, desc(serviceHistory.createdAt));
  return new Map(rows.map((r) => [r.serviceId, r.outcome]));
}

/**
 * The service's offer changed its place in a bundle's route (another service joined it): its decision goes on the
 * history again with the new route, so the explanation names the stops the courier now has.
 */
export async function restateRoute(tx: Tx, serviceId: string, status: ServiceStatus, route: RouteStopOf) {
  const sent = await lastDecision(tx, serviceId);
  if (sent) await recordDecision(tx, serviceId, status, { ...sent, route });
}
