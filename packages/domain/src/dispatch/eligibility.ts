import type { DispatchCandidate, DispatchService } from "./candidate.js";
import type { DiffusionSettings } from "./settings.js";

/** Why a courier is not a candidate for a service, most lasting first. */
export const INELIGIBILITY_REASONS = [
  "blocked",
  "offline",
  "type_not_allowed",
  "out_of_hours",
  "at_capacity",
  "out_of_radius",
  "shift_over",
  "not_in_queue",
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];

/** What the eligibility rules need beyond the courier and the service: how big the offer is and how far it goes. */
export interface EligibilityContext {
  settings: Pick<DiffusionSettings, "max_active_services" | "use_working_hours" | "include_out_of_hours">;
  /** How many services go together (a bundle). */
  size: number;
  radius_km: number;
}

/** The rules that need no distance: blocked, offline, service type, working hours and load. */
export function standingRefusal<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "type_id">,
  context: EligibilityContext,
): IneligibilityReason | null {
  if (candidate.blocked) return "blocked";
  if (!candidate.online) return "offline";
  if (service.type_id !== null && candidate.service_type_ids !== null && !candidate.service_type_ids.includes(service.type_id)) {
    return "type_not_allowed";
  }
  const { settings } = context;
  if (settings.use_working_hours && !settings.include_out_of_hours && !candidate.working) return "out_of_hours";
  if (candidate.active_services + context.size > settings.max_active_services) return "at_capacity";
  return null;
}

/** The rules of the trip: within the radius, and at the origin before its shift ends. */
export function tripRefusal<P>(
  candidate: DispatchCandidate<P>,
  km: number,
  pickupAt: number,
  radiusKm: number,
): IneligibilityReason | null {
  if (km > radiusKm) return "out_of_radius";
  if (candidate.shift_ends_at !== null && pickupAt > candidate.shift_ends_at) return "shift_over";
  return null;
}
