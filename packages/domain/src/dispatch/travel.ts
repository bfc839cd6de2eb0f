import type { Coordinates } from "../schemas/catalog.js";
import { haversineKm } from "../services/surcharges.js";

/**
 * How far from one point to another and how long that takes. The engine never measures by itself: the API estimates
 * with the great-circle distance and a speed, the dispatch benchmark with the euclidean metres of its instances. Time
 * comes from the distance, so ranking thousands of couriers measures each one once.
 */
export interface TravelEstimator<P> {
  km(from: P, to: P): number;
  minutesForKm(km: number): number;
}

export const travelMinutes = <P>(travel: TravelEstimator<P>, from: P, to: P) => travel.minutesForKm(travel.km(from, to));

/** The estimate over the map: great-circle kilometres at an average speed (km/h). */
export function haversineTravel(speedKmh: number): TravelEstimator<Coordinates> {
  return { km: haversineKm, minutesForKm: (km) => (km / speedKmh) * 60 };
}
