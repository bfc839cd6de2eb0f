import type { DiffusionSettings, EscalationStep } from "./settings.js";

/** Who an offer at an escalation step goes to: how far, and how many couriers at once (null: everyone in the radius). */
export interface OfferReach {
  step: EscalationStep;
  radius_km: number;
  at_once: number | null;
}

type ReachSettings = Pick<DiffusionSettings, "radius_km" | "wider_radius_km" | "couriers_per_offer">;

export function reachOf(step: EscalationStep, settings: ReachSettings): OfferReach {
  switch (step) {
    case "next_courier":
      return { step, radius_km: settings.radius_km, at_once: settings.couriers_per_offer };
    case "wider_radius":
      return { step, radius_km: settings.wider_radius_km, at_once: settings.couriers_per_offer };
    case "broadcast":
      return { step, radius_km: settings.wider_radius_km, at_once: null };
    case "desk":
      return { step, radius_km: 0, at_once: 0 };
  }
}

/**
 * issue 22: where an offer goes after one ran out (refused or timed out). Within a step that offers a few at a time,
 * the next couriers not yet asked come first; when none is left, the headquarter's next step; the desk ends every
 * order, so an escalation list that skips it still lands there ('Por asignar' with an alert).
 */
export function nextEscalation(
  settings: Pick<DiffusionSettings, "escalation">,
  current: EscalationStep,
  unaskedLeft: boolean,
): EscalationStep {
  if (unaskedLeft && current !== "broadcast" && current !== "desk") return current;
  const at = settings.escalation.indexOf(current);
  return settings.escalation[at + 1] ?? "desk";
}

/** The step a fresh service starts at: the headquarter's first. */
export const firstEscalation = (settings: Pick<DiffusionSettings, "escalation">): EscalationStep => settings.escalation[0] ?? "desk";
