import { z } from "zod";
import type { Coordinates } from "../schemas/catalog.js";
import { haversineKm } from "../services/surcharges.js";

// issue 24: the courier app's proof of delivery, and the completion data its finish stores for the desk.

/** How much a proof is asked for at a step: required, offered, or not offered. */
export type ProofRequirement = "required" | "optional" | "off";
export type ProofKind = "photo" | "signature";
export type ProofRules = Record<ProofKind, ProofRequirement>;

/** Until a service type says otherwise: a photo is required at the drop-off, a signature offered. */
export const DEFAULT_PROOF_RULES: ProofRules = { photo: "required", signature: "optional" };

export const PROOF_LABELS: Record<ProofKind, string> = { photo: "Foto de entrega", signature: "Firma de quien recibe" };
export const PROOF_MESSAGES = {
  missing: (kind: ProofKind) => `Falta: ${PROOF_LABELS[kind].toLowerCase()}`,
} as const;

/** The proofs a step asks for, in the order the screen shows them. */
export const proofsToAsk = (rules: ProofRules): ProofKind[] => (["photo", "signature"] as const).filter((kind) => rules[kind] !== "off");

/** What still keeps the courier from finishing: one Spanish line per required proof not taken. */
export const missingProofs = (rules: ProofRules, taken: Partial<Record<ProofKind, boolean>>): string[] =>
  proofsToAsk(rules)
    .filter((kind) => rules[kind] === "required" && !taken[kind])
    .map(PROOF_MESSAGES.missing);

/** A file the API stored (its own /uploads/ address, or the object storage's http(s) one): never another scheme. */
export const isStoredFileUrl = (value: string) => /^(\/uploads\/|https?:\/\/)[^\s"'<>]+$/.test(value);
const storedFile = z.string().max(1000).refine(isStoredFileUrl, { error: "Dirección de archivo inválida" });

/** PATCH /api/courier/services/{id}/finish/: the proofs' stored files and where the phone was; every field optional. */
export const courierFinishSchema = z
  .object({
    photo_url: storedFile.optional(),
    signature_url: storedFile.optional(),
    received_by: z.string().trim().max(100).optional(),
    notes: z.string().trim().max(500).optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .strict()
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    error: "Envíe latitud y longitud juntas",
    path: ["longitude"],
  });
export type CourierFinishInput = z.infer<typeof courierFinishSchema>;

/**
 * The completion data a courier's finish stores: what they sent, and the geotag's distance from the service's last
 * stop (metres, computed here so the desk never trusts the phone's arithmetic).
 */
export function courierCompletion(input: CourierFinishInput, lastStop: Coordinates | null): Record<string, unknown> {
  const { latitude, longitude, ...rest } = input;
  if (latitude === undefined || longitude === undefined) return rest;
  const distance = lastStop ? { distance_m: Math.round(haversineKm({ latitude, longitude }, lastStop) * 1000) } : {};
  return { ...rest, latitude, longitude, ...distance };
}
