import { sql } from "drizzle-orm";
import { DISPATCH_HISTORY_ACTION, type DispatchDecision, type ServiceStatus } from "@despacho/domain";
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
