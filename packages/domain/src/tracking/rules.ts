import { roundRating } from "../services/rating.js";
import { haversineKm } from "../services/surcharges.js";
import type { ServiceStatus } from "../services/status.js";

export type { ServiceStatus };

// spec §2.4 tracking page, §4 rating on tracking data, §5 half-step stars: what a customer sees of one service.
// Without zod: the tracking page's own small bundle imports this file alone ("@despacho/domain/tracking").

/** The steps of the timeline in their order; a cancelled service ends it instead of finished. */
export const TRACKING_STEPS = ["by_assign", "assigned", "in_progress", "finished"] as const satisfies readonly ServiceStatus[];
export const TRACKING_STEP_LABELS: Record<(typeof TRACKING_STEPS)[number] | "cancelled", string> = {
  by_assign: "Solicitud recibida",
  assigned: "Mensajero asignado",
  in_progress: "En camino",
  finished: "Entregado",
  cancelled: "Cancelado",
};
/** How often an open tracking page asks again while the service is active (polling, not a socket: README of the page). */
export const TRACKING_POLL_MS = 10_000;
/** The courier's average speed in the city for the ETA estimate. */
export const TRACKING_SPEED_KMH = 20;
/** A rating: 0.5 to 5 stars in half steps. */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;

export const TRACKING_MESSAGES = {
  notFound: "Este enlace de seguimiento no es válido",
  rated: "¡Gracias por su calificación!",
  rating: `La calificación debe estar entre ${RATING_MIN} y ${RATING_MAX} en pasos de media estrella`,
  notFinished: "Podrá calificar el servicio cuando haya finalizado",
  alreadyRated: "El servicio ya fue calificado",
  pinTitle: "PIN del servicio",
  pinHint: "Díctelo al mensajero solo en persona, cuando recoja o entregue su pedido.",
} as const;

/** The step a status shows: pending and scheduled wait for a courier as by_assign does. */
export function trackingStep(status: ServiceStatus): (typeof TRACKING_STEPS)[number] | "cancelled" {
  if (status === "pending" || status === "scheduled") return "by_assign";
  return status;
}

/** A finished or cancelled service changes no more: its page stops asking. */
export const trackingEnded = (status: ServiceStatus): boolean => status === "finished" || status === "cancelled";

/** The ratings a customer may give: 0.5 to 5 in half steps. */
export const RATING_CHOICES: readonly number[] = Array.from({ length: RATING_MAX / RATING_MIN }, (_, i) => (i + 1) * RATING_MIN);

/** The courier's name and position reach the customer only while the service is in progress (issue 23). */
export const courierVisible = (status: ServiceStatus): boolean => status === "in_progress";

/** Only a finished service not rated yet may be rated. */
export const canRate = (status: ServiceStatus, rating: number | null): boolean => status === "finished" && rating === null;

interface Point {
  latitude: number;
  longitude: number;
}
/** Minutes left, rounded up, from the courier to the destination at TRACKING_SPEED_KMH; null without both points. */
export function etaMinutes(courier: Point | null, destination: Point | null): number | null {
  if (!courier || !destination) return null;
  return Math.max(1, Math.ceil((haversineKm(courier, destination) / TRACKING_SPEED_KMH) * 60));
}

/** spec §5: the stars shown for a rating, in half steps. */
export const ratingStars = (rating: number): number => roundRating(rating);

/** The tracking page's address; `origin` is the web's. */
export const trackingUrl = (origin: string, token: string) => `${origin}/tracking/${token}`;
