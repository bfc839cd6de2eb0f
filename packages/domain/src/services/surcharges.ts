import type { Coordinates, DistanceSurchargeRule, SurchargeBreakdown } from "../schemas/catalog.js";

export const EARTH_RADIUS_KM = 6371;

export interface SurchargeRules {
  base_cost: number;
  has_active_surcharges: boolean;
  distance_surcharge: DistanceSurchargeRule | null;
  round_trip_surcharge_percent: number;
}

export interface SurchargeCase {
  /** The value typed by the operator; the type's base cost when absent. */
  value?: number | null;
  is_round_trip: boolean;
  points: Coordinates[];
  customer_surcharge_percent: number;
  surcharge_identifier?: string | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function routeKm(points: Coordinates[]): number {
  return points.slice(1).reduce((km, point, i) => km + haversineKm(points[i], point), 0);
}

const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

// Type surcharges (distance, round trip) apply only while the type has them switched on;
// the customer's percentage is the customer's own agreement and applies to the whole.
export function calculateSurcharges(rules: SurchargeRules, input: SurchargeCase): SurchargeBreakdown {
  const base = Math.round(input.value ?? rules.base_cost);
  const km = routeKm(input.points);
  const active = rules.has_active_surcharges;
  const rule = rules.distance_surcharge;
  const distance = active && rule ? Math.round(Math.max(0, km - rule.included_km) * rule.value_per_km) : 0;
  const roundTrip = active && input.is_round_trip ? percentOf(base + distance, rules.round_trip_surcharge_percent) : 0;
  const customer = percentOf(base + distance + roundTrip, input.customer_surcharge_percent);
  return {
    base_cost: base,
    distance_km: Math.round(km * 100) / 100,
    distance_surcharge: distance,
    round_trip_surcharge: roundTrip,
    customer_surcharge: customer,
    calculated_cost: base + distance + roundTrip + customer,
    surcharge_identifier: input.surcharge_identifier ?? null,
  };
}
