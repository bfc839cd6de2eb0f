import type { Bounds } from "@despacho/domain";
import { SimulatorHttpError } from "./client.js";
import type { TrackingTokenReader } from "./proof.js";

export interface SimulatorOptions {
  /** The app's own listening address, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  couriersPerHeadquarter: number;
  servicesPerMinute: number;
  /** How often every courier moves and sends its point (and customers may place a service). */
  tickMs: number;
  speedKmh: number;
  /** Shares of offers refused, of ticks with a chat message, of points flagged as a fake location. */
  refuseShare: number;
  chatShare: number;
  fakeLocationShare: number;
}

export const SIMULATOR_DEFAULTS = {
  couriersPerHeadquarter: 6,
  servicesPerMinute: 2,
  tickMs: 5000,
  speedKmh: 25,
  refuseShare: 0.15,
  chatShare: 0.004,
  fakeLocationShare: 0.001,
} as const satisfies Omit<SimulatorOptions, "baseUrl">;

export interface SimulatorStats {
  online: number;
  locations: number;
  offersAnswered: number;
  servicesPlaced: number;
  finished: number;
  messages: number;
}

/** What the simulated couriers and customers share: options, randomness, the cities of the served headquarters. */
export interface SimulatorContext {
  options: SimulatorOptions;
  random: () => number;
  /** Headquarter id → its city's bounds, for the headquarters with a demo request link. */
  cities: Map<string, Bounds>;
  stats: SimulatorStats;
  /** The tracking token of a service, for the PIN a proof rule asks (absent: no PIN can be given). */
  trackingToken?: TrackingTokenReader;
  /** Awaits a call whose 409 (a late or lost offer) is part of the game. */
  tolerate(call: Promise<unknown>): Promise<void>;
}

export async function tolerateConflict(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof SimulatorHttpError && error.status === 409)) throw error;
  }
}
