import type { DispatchCandidate, DispatchService } from "./candidate.js";
import type { TravelEstimator } from "./travel.js";

/** Points on a plane in kilometres, crossed at 30 km/h: two minutes a kilometre. */
export interface Spot {
  x: number;
  y: number;
}
export const planeTravel: TravelEstimator<Spot> = {
  km: (a, b) => Math.hypot(a.x - b.x, a.y - b.y),
  minutesForKm: (km) => km * 2,
};

export const courier = (id: string, overrides: Partial<DispatchCandidate<Spot>> = {}): DispatchCandidate<Spot> => ({
  id,
  name: id,
  position: { x: 0, y: 0 },
  free_at: 0,
  active_services: 0,
  online: true,
  blocked: false,
  working: true,
  shift_ends_at: null,
  idle_since: null,
  rating: null,
  queue_position: null,
  priority_group: null,
  service_type_ids: null,
  trip: null,
  ...overrides,
});

export const service = (id: string, overrides: Partial<DispatchService<Spot>> = {}): DispatchService<Spot> => ({
  id,
  origin: { x: 0, y: 0 },
  destination: { x: 1, y: 0 },
  origin_key: "store-1",
  ready_at: 0,
  type_id: null,
  ...overrides,
});
