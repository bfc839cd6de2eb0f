import { CUSTOMER_PIN_LENGTH, PROOF_FIELDS, type ProofKind } from "@despacho/domain";
import type { OutboxUpload } from "../outbox/outbox";

/** What the courier gathered at a step, before it goes to the outbox. */
export interface GatheredProof {
  asked: readonly ProofKind[];
  photo: Blob | null;
  signature: Blob | null;
  pin: string;
  receivedBy: string;
  position: { latitude: number; longitude: number } | null;
}

export interface StepDraft {
  body: Record<string, unknown>;
  uploads: OutboxUpload[];
}

/** The PIN as typed on a phone's keypad: digits only, at most its length. */
export const pinTyped = (text: string) => text.replace(/\D/g, "").slice(0, CUSTOMER_PIN_LENGTH);

/**
 * The step's call: the proofs the step asks for (files uploaded by the outbox first, their addresses then in the body),
 * who received it, and the geotag; nothing the step does not ask for.
 */
export function stepDraft(proof: GatheredProof): StepDraft {
  const asks = (kind: ProofKind) => proof.asked.includes(kind);
  const uploads: OutboxUpload[] = [];
  if (asks("photo") && proof.photo) uploads.push({ field: PROOF_FIELDS.photo, blob: proof.photo, name: "prueba.jpg" });
  if (asks("signature") && proof.signature) uploads.push({ field: PROOF_FIELDS.signature, blob: proof.signature, name: "firma.png" });
  const receivedBy = proof.receivedBy.trim();
  return {
    body: {
      ...(asks("pin") && proof.pin && { [PROOF_FIELDS.pin]: proof.pin }),
      ...(receivedBy && { received_by: receivedBy }),
      ...proof.position,
    },
    uploads,
  };
}
