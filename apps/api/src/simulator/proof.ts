import { PROOF_FIELDS, type ProofKind, type ProofRules, type ProofStep, stepProof, type Tracking } from "@despacho/domain";
import type { Coordinates } from "@despacho/domain";
import type { SimulatorClient } from "./client.js";

/** A 1×1 PNG: the simulated camera's photo and the simulated signature (the upload checks the bytes are an image). */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Where the simulator finds the tracking token a customer's message carries (read from the database by main.ts). */
export type TrackingTokenReader = (service: string) => Promise<string>;

/**
 * The body of a simulated courier's pickup or drop-off: the proofs the service type requires at that step, through
 * the same endpoints as the app (the photo and signature uploaded by the courier, the PIN as the customer reads it on
 * their tracking page), and the geotag.
 */
export async function simulatedStepBody(
  client: SimulatorClient,
  trackingToken: TrackingTokenReader | undefined,
  service: string,
  rules: ProofRules,
  step: ProofStep,
  at: Coordinates,
): Promise<Record<string, unknown>> {
  const { missing } = stepProof(rules, step, {});
  const body: Record<string, unknown> = { ...at };
  const give: Record<ProofKind, () => Promise<string | null>> = {
    photo: () => client.upload("/api/courier/chat/upload-image/", TINY_PNG, "prueba.png", "image/png"),
    signature: () => client.upload("/api/courier/chat/upload-image/", TINY_PNG, "firma.png", "image/png"),
    pin: async () =>
      trackingToken ? (await client.anonymous<Tracking>("GET", `/api/tracking/${await trackingToken(service)}/`)).pin : null,
  };
  for (const kind of missing) body[PROOF_FIELDS[kind]] = await give[kind]();
  return body;
}
