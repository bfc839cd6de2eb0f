import type { Coordinates } from "../schemas/catalog.js";
import { haversineKm } from "../services/surcharges.js";

/**
 * How far and how long from one point to another. The engine never measures by itself: the API estimates with the
 * great-circle distance and a speed, the dispatch benchmark with the euclidean metres of its instances.
 */
export interface TravelEstimator<P> {
  km(from: P, to: P): number;
  minutes(from: P, to: P): number;
}

/** The estimate over the map: great-circle kilometres at an average speed (km/h). */
export function haversineTravel(speedKmh: number): TravelEstimator<Coordinates> {
  return {
    km: haversineKm,
    minutes: (from, to) => (haversineKm(from, to) / speedKmh) * 60,
  };
}
