import { asc, desc, eq, sql } from "drizzle-orm";
import {
  CUSTOMER_PIN_ATTEMPTS_MAX,
  type CourierProofInput,
  courierStepRecord,
  PROOF_FIELDS,
  PROOF_KINDS,
  PROOF_MESSAGES,
  type ProofStep,
  proofGiven,
  stepProof,
} from "@despacho/domain";
import type { Tx } from "../../../../db/client.js";
import { serviceLocations, services, serviceTypes } from "../../../../db/schema/index.js";
import { AppError, badRequest } from "../../../../errors.js";

/**
 * The courier's proof at a step of their own service (issue 24), checked against its type's rules inside the step's
 * transaction, the service locked: a required proof missing is a 400 on its field; a wrong PIN is counted (the count
 * is written even though the step is refused: the caller commits it and throws the answered refusal) and a PIN
 * that ran out of tries is a 409. Answers the refusal, or the data the step stores.
 */
export async function checkStepProof(
  tx: Tx,
  id: string,
  step: ProofStep,
  body: CourierProofInput | null,
): Promise<{ refusal: AppError } | { record: Record<string, unknown> }> {
  const [row] = await tx
    .select({ rules: serviceTypes.proofRules, pin: services.customerPin, failures: services.pinFailures })
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .where(eq(services.id, id))
    .for("update", { of: services });
  const { missing, asked } = stepProof(row.rules, step, proofGiven(body));
  if (missing.length > 0) {
    const errors = missing.map((kind) => ({ field: PROOF_FIELDS[kind], message: PROOF_MESSAGES.missing(kind, step) }));
    throw new AppError("VALIDATION", errors.map((e) => e.message).join(". "), errors);
  }
  // A proof the step does not ask for is not kept (nor is an unasked PIN checked).
  const kept: CourierProofInput = { ...body };
  for (const kind of PROOF_KINDS) if (!asked.includes(kind)) delete kept[PROOF_FIELDS[kind]];
  if (kept.pin !== undefined) {
    if (row.failures >= CUSTOMER_PIN_ATTEMPTS_MAX) return { refusal: new AppError("CONFLICT", PROOF_MESSAGES.pinLocked) };
    if (kept.pin !== row.pin) {
      await tx
        .update(services)
        .set({ pinFailures: sql`${services.pinFailures} + 1` })
        .where(eq(services.id, id));
      const left = CUSTOMER_PIN_ATTEMPTS_MAX - row.failures - 1;
      return { refusal: left > 0 ? badRequest("pin", PROOF_MESSAGES.pinWrong(left)) : new AppError("CONFLICT", PROOF_MESSAGES.pinLocked) };
    }
  }
  return { record: courierStepRecord(kept, await stopOf(tx, id, step)) };
}

/** The step's stop with coordinates: the origin for the pickup; for the drop-off the last destination (else the origin). */
async function stopOf(tx: Tx, id: string, step: ProofStep) {
  const rows = await tx
    .select({ latitude: serviceLocations.latitude, longitude: serviceLocations.longitude })
    .from(serviceLocations)
    .where(eq(serviceLocations.serviceId, id))
    .orderBy(step === "pickup" ? asc(serviceLocations.position) : desc(serviceLocations.position));
  const stop = rows.find((row) => row.latitude !== null && row.longitude !== null);
  return stop ? { latitude: stop.latitude as number, longitude: stop.longitude as number } : null;
}
