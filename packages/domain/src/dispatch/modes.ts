import { GEOZONE_MESSAGES } from "../geo/geozone-messages.js";
import { QUEUED_SERVICE_MODES, type SERVICE_MODES } from "../schemas/headquarter.js";
import type { AutoAssignmentStrategy } from "./settings.js";

export type ServiceMode = (typeof SERVICE_MODES)[number]["value"];

/**
 * What the engine does with a new service, from the headquarter's service mode (spec §3) and, for auto_assignment, the
 * diffusion strategy. `assign`: the chosen courier gets it at once; `offer`: couriers are asked and the first to accept
 * wins, each offer lasting the acceptance time. `source`: who is weighed — ranked by score, everyone in the radius, or
 * the origin geozone's queue in order.
 */
export type DispatchPlan =
  | { kind: "manual" }
  | { kind: "assign"; source: "ranked" | "queue" }
  | { kind: "offer"; source: "ranked" | "radius" | "queue" };

export function dispatchPlan(mode: ServiceMode, strategy: AutoAssignmentStrategy): DispatchPlan {
  switch (mode) {
    case "manual":
      return { kind: "manual" };
    case "auto_assignment_queued":
      return { kind: "assign", source: "queue" };
    case "a_assign_queued_accept":
      return { kind: "offer", source: "queue" };
    case "auto_assignment":
      if (strategy === "nearest") return { kind: "assign", source: "ranked" };
      return { kind: "offer", source: strategy === "broadcast" ? "radius" : "ranked" };
  }
}

/** spec §4/§8: a queued mode needs a queued geozone first. */
export function serviceModeRefusal(mode: ServiceMode, queuedGeozones: number): string | null {
  const queued: readonly string[] = QUEUED_SERVICE_MODES;
  return queued.includes(mode) && queuedGeozones === 0 ? GEOZONE_MESSAGES.queueFirst : null;
}
