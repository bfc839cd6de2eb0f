import { z } from "zod";
import { serviceStatusSchema } from "../services/status-schema.js";
import type { OfferAnswer } from "./decision.js";
import { OFFER_ANSWER_LABELS } from "./explanation.js";
import { ESCALATION_STEPS, type EscalationStep } from "./settings.js";

// issue 22: an offer asks one courier to take one service before its deadline; the first to accept wins.

/** How an offer ended: the courier accepted or refused it, its deadline passed, or it was taken back (another won, the service closed). */
export const OFFER_ANSWERS_STORED = ["accepted", "refused", "expired", "withdrawn"] as const;
export type OfferState = (typeof OFFER_ANSWERS_STORED)[number];

/** The history entry that holds a dispatch decision (its `data.decision`). */
export const DISPATCH_HISTORY_ACTION = "dispatch";

/** The average speed the API estimates travel with (km/h), city traffic on a motorcycle. */
export const DISPATCH_SPEED_KMH = 20;

export const OFFER_MESSAGES = {
  gone: "La oferta ya no está disponible: venció, fue retirada o el servicio ya tiene colaborador",
  atCapacity: "Ya tiene el máximo de servicios en curso que permite la sucursal",
  /** The desk's alert when the engine found nobody. */
  backToDesk: (consecutive: number) => `Servicio #${consecutive}: ningún colaborador lo tomó; queda Por asignar`,
  offeredTo: (name: string) => `Ofrecido a ${name}`,
  stalled: (name: string) => `${name} no avanza hacia el origen`,
  stalledAlert: (consecutive: number) => `Servicio #${consecutive}: su colaborador no avanza hacia el origen`,
  reoffer: "Volver a ofrecer",
  reofferReason: "No avanzó hacia el origen",
  reoffered: "Servicio ofrecido de nuevo",
  notStalled: "El colaborador del servicio no está detenido",
  /** The courier app's button on a bundle's card. */
  acceptBundle: (count: number) => `Aceptar los ${count}`,
  stopOf: (stop: number, stops: number) => `Parada ${stop} de ${stops}`,
} as const;

/** What is left of an offer's time as the desk shows it: "0:27", never below "0:00". */
export function countdownText(deadline: string, now: Date): string {
  const seconds = Math.max(0, Math.ceil((new Date(deadline).getTime() - now.getTime()) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What a decision records of an earlier offer that ran out: a refusal or a timeout. */
export function decisionAnswerOf(answer: OfferState): OfferAnswer["answer"] | null {
  if (answer === "refused") return "rejected";
  if (answer === "expired") return "timed_out";
  return null;
}

const stepValues = ESCALATION_STEPS.map((s) => s.value) as [EscalationStep, ...EscalationStep[]];
const answerSchema = z.enum(OFFER_ANSWERS_STORED).nullable();

/** GET /api/courier/offers/: an open offer with the service it asks for. */
export const courierOfferSchema = z.object({
  uuid: z.string(),
  headquarter: z.string(),
  sent_at: z.string(),
  deadline: z.string(),
  service: z.object({
    uuid: z.string(),
    consecutive: z.number().int(),
    status: serviceStatusSchema,
    origin: z.string(),
    destination: z.string().nullable(),
    calculated_cost: z.number().int(),
  }),
  /** Offered with other services of the same origin: accepted together at /api/courier/offer-bundles/{uuid}/accept/. */
  bundle: z.object({ uuid: z.string(), stop: z.number().int(), stops: z.number().int() }).nullable(),
});
export type CourierOffer = z.infer<typeof courierOfferSchema>;

/** GET /api/dispatch/offers/: the offers of the services still waiting, for the desk ('Ofrecido a …' and the answers). */
export const deskOfferSchema = z.object({
  uuid: z.string(),
  service: z.string(),
  messenger: z.object({ uuid: z.string(), full_name: z.string() }),
  step: z.enum(stepValues),
  sent_at: z.string(),
  deadline: z.string(),
  answer: answerSchema,
  answered_at: z.string().nullable(),
  /** An accepted offer whose courier did not come closer to the origin in time (the desk may offer it again). */
  stalled_at: z.string().nullable(),
});
export type DeskOffer = z.infer<typeof deskOfferSchema>;

export const OFFER_ANSWER_TEXTS: Record<OfferState, string> = {
  accepted: "aceptó",
  refused: OFFER_ANSWER_LABELS.rejected,
  expired: OFFER_ANSWER_LABELS.timed_out,
  withdrawn: "oferta retirada",
};

/** How much closer to the origin a courier must come after accepting, and how near counts as being there (km). */
export const STALL_PROGRESS_KM = 0.1;

/**
 * issue 22: a courier who accepted has stalled when, after the headquarter's stall minutes, they are neither at the
 * origin nor at least STALL_PROGRESS_KM closer to it than when they accepted (an unknown point counts as stalled).
 */
export function hasStalled(acceptedKm: number | null, currentKm: number | null): boolean {
  if (currentKm === null) return true;
  if (currentKm <= STALL_PROGRESS_KM) return false;
  return acceptedKm === null || currentKm > acceptedKm - STALL_PROGRESS_KM;
}
