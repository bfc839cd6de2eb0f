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

/** Minutes from `from` through every stop in order (the remaining legs of a courier's work). */
function minutesThrough<P>(travel: TravelEstimator<P>, from: P, stops: readonly P[]): number {
  let minutes = 0;
  let at = from;
  for (const stop of stops) {
    minutes += travelMinutes(travel, at, stop);
    at = stop;
  }
  return minutes;
}

/** Minutes a courier spends at each stop, picking up or handing over (where nobody measured them). */
export const STOP_MINUTES = 2;

/** Minutes of the rest of a courier's work: the legs through every stop and the minutes at each. */
export const workMinutesThrough = <P>(travel: TravelEstimator<P>, from: P, stops: readonly P[]) =>
  minutesThrough(travel, from, stops) + stops.length * STOP_MINUTES;

/** The estimate over the map: great-circle kilometres at an average speed (km/h). */
export function haversineTravel(speedKmh: number): TravelEstimator<Coordinates> {
  return { km: haversineKm, minutesForKm: (km) => (km / speedKmh) * 60 };
}
