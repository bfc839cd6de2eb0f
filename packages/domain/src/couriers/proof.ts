import { z } from "zod";
import type { Coordinates } from "../schemas/catalog.js";
import type { CourierServiceAction } from "../services/access.js";
import { haversineKm } from "../services/surcharges.js";

// issue 24: the proof a courier gives at the pickup and at the drop-off (each proof required, optional or off per
// service type and step, as Onfleet's driver app sets them), and the data each step stores for the desk.

export const PROOF_REQUIREMENTS = ["required", "optional", "off"] as const;
export type ProofRequirement = (typeof PROOF_REQUIREMENTS)[number];
export const PROOF_KINDS = ["photo", "signature", "pin"] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];
export const PROOF_STEPS = ["pickup", "drop_off"] as const;
export type ProofStep = (typeof PROOF_STEPS)[number];

/** The courier's action that is each step: starting the service is picking it up, finishing it is the drop-off. */
export const PROOF_STEP_OF_ACTION: Partial<Record<CourierServiceAction, ProofStep>> = { start: "pickup", finish: "drop_off" };

const requirementSchema = z.enum(PROOF_REQUIREMENTS, { error: "Elija obligatoria, opcional o no se pide" });
export const proofStepRulesSchema = z.object({ photo: requirementSchema, signature: requirementSchema, pin: requirementSchema }).strict();
export type ProofStepRules = z.infer<typeof proofStepRulesSchema>;
export const proofRulesSchema = z.object({ pickup: proofStepRulesSchema, drop_off: proofStepRulesSchema }).strict();
export type ProofRules = z.infer<typeof proofRulesSchema>;

/** A service type's rules until someone changes them: nothing asked at the pickup, photo and signature offered at the drop-off. */
export const DEFAULT_PROOF_RULES: ProofRules = {
  pickup: { photo: "off", signature: "off", pin: "off" },
  drop_off: { photo: "optional", signature: "optional", pin: "off" },
};

export const PROOF_LABELS: Record<ProofKind, string> = { photo: "Foto", signature: "Firma", pin: "PIN del cliente" };
export const PROOF_STEP_LABELS: Record<ProofStep, string> = { pickup: "Al recoger", drop_off: "Al entregar" };
export const PROOF_REQUIREMENT_LABELS: Record<ProofRequirement, string> = {
  required: "Obligatoria",
  optional: "Opcional",
  off: "No se pide",
};
const NOUNS: Record<ProofKind, string> = { photo: "la foto", signature: "la firma", pin: "el PIN del cliente" };
const REQUIRED_WORDS: Record<ProofKind, string> = { photo: "obligatoria", signature: "obligatoria", pin: "obligatorio" };
const STEP_VERBS: Record<ProofStep, string> = { pickup: "recoger", drop_off: "entregar" };

/** Where each proof travels in the courier's step body. */
export const PROOF_FIELDS = { photo: "photo_url", signature: "signature_url", pin: "pin" } as const satisfies Record<ProofKind, string>;

/** The customer's PIN: digits the server draws for every service; wrong tries before the PIN locks. */
export const CUSTOMER_PIN_LENGTH = 4;
export const CUSTOMER_PIN_ATTEMPTS_MAX = 5;

export const PROOF_MESSAGES = {
  missing: (kind: ProofKind, step: ProofStep) => `Falta ${NOUNS[kind]} para ${STEP_VERBS[step]}`,
  /** How the courier app names a proof it asks for: "Foto (opcional)", "PIN del cliente (obligatorio)". */
  asked: (kind: ProofKind, requirement: ProofRequirement) =>
    `${PROOF_LABELS[kind]} (${requirement === "required" ? REQUIRED_WORDS[kind] : "opcional"})`,
  pinFormat: `El PIN tiene ${CUSTOMER_PIN_LENGTH} dígitos`,
  pinWrong: (left: number) => `El PIN no coincide. ${left === 1 ? "Queda 1 intento" : `Quedan ${left} intentos`}.`,
  pinLocked: "Se agotaron los intentos del PIN: comunícate con la sucursal para continuar el servicio.",
} as const;

/** What a step body carries: which proofs came. */
export type ProofGiven = Partial<Record<ProofKind, boolean>>;

export interface StepProof {
  /** The proofs the step asks for (required or optional), in the order the screen shows them. */
  asked: ProofKind[];
  /** The required proofs that did not come: while any is left, the step may not be taken. */
  missing: ProofKind[];
}

/** What a step asks for, and what is still missing of what it requires (the one rule of the API, app and simulator). */
export function stepProof(rules: ProofRules, step: ProofStep, given: ProofGiven): StepProof {
  const asked = PROOF_KINDS.filter((kind) => rules[step][kind] !== "off");
  return { asked, missing: asked.filter((kind) => rules[step][kind] === "required" && !given[kind]) };
}

/** The PIN is shown to the customer when their service's type asks for it at either step. */
export const pinAsked = (rules: ProofRules): boolean => PROOF_STEPS.some((step) => rules[step].pin !== "off");

/** A file the API stored (its own /uploads/ address, or the object storage's http(s) one): never another scheme. */
export const isStoredFileUrl = (value: string) => /^(\/uploads\/|https?:\/\/)[^\s"'<>]+$/.test(value);
const storedFile = z.string().max(1000).refine(isStoredFileUrl, { error: "Dirección de archivo inválida" });

/** PATCH /api/courier/services/{id}/start|finish/: the step's proofs and where the phone was; every field optional. */
export const courierProofSchema = z
  .object({
    photo_url: storedFile.optional(),
    signature_url: storedFile.optional(),
    pin: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${CUSTOMER_PIN_LENGTH}}$`), { error: PROOF_MESSAGES.pinFormat })
      .optional(),
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
export type CourierProofInput = z.infer<typeof courierProofSchema>;

/** The proofs a step body carries. */
export const proofGiven = (body: CourierProofInput | null | undefined): ProofGiven => ({
  photo: Boolean(body?.photo_url),
  signature: Boolean(body?.signature_url),
  pin: Boolean(body?.pin),
});

/**
 * The data a courier's step stores for the desk: what they sent (the PIN only as `pin_verified`, never its digits) and
 * the geotag's distance from the step's stop (metres, computed here so the desk never trusts the phone's arithmetic).
 */
export function courierStepRecord(input: CourierProofInput, stop: Coordinates | null): Record<string, unknown> {
  const { latitude, longitude, pin, ...rest } = input;
  const record: Record<string, unknown> = pin === undefined ? rest : { ...rest, pin_verified: true };
  if (latitude === undefined || longitude === undefined) return record;
  const distance = stop ? { distance_m: Math.round(haversineKm({ latitude, longitude }, stop) * 1000) } : {};
  return { ...record, latitude, longitude, ...distance };
}
