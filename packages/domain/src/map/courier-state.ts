import type { ServiceStatus } from "../services/status.js";

/** spec §2.4 live map: what a courier's dot says at a glance, in the order a dispatcher needs to notice it. */
export const COURIER_MAP_STATES = ["fake", "blocked", "busy", "free", "offline"] as const;
export type CourierMapState = (typeof COURIER_MAP_STATES)[number];

export const COURIER_MAP_STATE_LABELS: Record<CourierMapState, string> = {
  fake: "Ubicación falsa sospechosa",
  blocked: "Bloqueado",
  busy: "En servicio",
  free: "Libre",
  offline: "Desconectado",
};

/** The statuses in which a service holds its courier (the courier is "En servicio"). */
export const HOLDING_STATUSES: readonly ServiceStatus[] = ["pending", "assigned", "in_progress"];

export interface CourierStateInput {
  is_online: boolean;
  blocked: boolean;
  using_fake_location: boolean;
  /** The courier's services in the headquarter that are still open. */
  services: readonly { status: ServiceStatus }[];
}

/**
 * One state per courier: a suspected fake location first (it makes every other fact doubtful), then a block, then a
 * service in hand (even offline: the service is still theirs), then online (free) and offline.
 */
export function courierMapState(courier: CourierStateInput): CourierMapState {
  if (courier.using_fake_location) return "fake";
  if (courier.blocked) return "blocked";
  if (courier.services.some((s) => HOLDING_STATUSES.includes(s.status))) return "busy";
  return courier.is_online ? "free" : "offline";
}
