import { and, eq } from "drizzle-orm";
import { type CourierProofInput, type CourierServiceAction, canTransition, PROOF_STEP_OF_ACTION } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { services } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import type { Courier } from "../../../../plugins/auth.js";
import { applyAction } from "../../../services/index.js";
import { linkedToServiceHeadquarter } from "../queries/services.js";
import { checkStepProof } from "./step-proof.js";

/**
 * PATCH /api/courier/services/{id}/accept|start|arrive|finish/: the desk's transition code (status rules, history,
 * 409s) acting for the courier in the service's headquarter. Only a headquarter where the courier is linked; accepting
 * takes the service for them, so a blocked courier is refused as the desk's assign refuses them. The start (pickup) and
 * the finish (drop-off) of the courier's own service first ask its type's proof (step-proof.ts).
 */
export async function runCourierAction(
  db: Db,
  courier: Courier,
  id: string,
  action: CourierServiceAction,
  body?: CourierProofInput | null,
): Promise<void> {
  const refusal = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ headquarterId: services.headquarterId, status: services.status, messengerId: services.messengerId })
      .from(services)
      .where(and(eq(services.id, id), linkedToServiceHeadquarter(db, courier.messengerId)));
    if (!found) throw notFound();
    const step = PROOF_STEP_OF_ACTION[action];
    // Another courier's service, or a status the step cannot leave, gets the desk code's own 404 or 409 instead.
    const proof =
      step && found.messengerId === courier.messengerId && canTransition(action, found.status)
        ? await checkStepProof(tx, id, step, body ?? null)
        : null;
    if (proof && "refusal" in proof) return proof.refusal;
    const record = proof?.record;
    const scope = { headquarterId: found.headquarterId, userId: courier.userId, business: false };
    await applyAction(tx, scope, id, action, {
      courier: courier.messengerId,
      messenger: action === "accept" ? courier.messengerId : undefined,
      completionData: action === "finish" ? record : undefined,
      pickupData: action === "start" ? record : undefined,
    });
    return null;
  });
  if (refusal) throw refusal;
}
