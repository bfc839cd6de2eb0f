import type { ServiceStatus } from "../services/status.js";
import { type GeozoneShape, isInside, type LatLng } from "./geometry.js";

/**
 * issue 12 the courier queue of a queued geozone: an online courier without a service in hand waits in the queue of the
 * queued zone they are in, first in first out. A service assigned to them (the desk's assign, or their accept) or in
 * progress takes them out; finished, cancelled or taken away, they are free again and enter at the end.
 */
export const QUEUE_BUSY_STATUSES: readonly ServiceStatus[] = ["assigned", "in_progress"];

/** A queued zone (the queue_geo_zones row), with when it was queued. */
export interface QueuedZone {
  id: string;
  shape: GeozoneShape;
  queuedAt: Date;
}

/** What decides a courier's queue in one headquarter. `current`: the queued zone whose queue holds them now. */
export interface CourierQueueState {
  online: boolean;
  busy: boolean;
  point: LatLng | null;
  current: string | null;
}

const byAgeThenId =
  <T extends { id: string }>(at: (item: T) => Date) =>
  (a: T, b: T) =>
    at(a).getTime() - at(b).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The queued zone whose queue the courier belongs in, or null (offline, busy, no known point, outside every queued
 * zone). A courier waits in one queue per headquarter: where zones overlap, the courier keeps the queue they are in
 * while still inside it (moving within the overlap never costs their place); otherwise the zone queued first wins.
 */
export function queueZoneFor(state: CourierQueueState, zones: readonly QueuedZone[]): string | null {
  const { point } = state;
  if (!state.online || state.busy || !point) return null;
  const around = zones.filter((zone) => isInside(point, zone.shape));
  if (around.some((zone) => zone.id === state.current)) return state.current;
  return around.sort(byAgeThenId((zone) => zone.queuedAt))[0]?.id ?? null;
}

/** A courier waiting in a queue since `enteredAt`. */
export interface QueueEntry {
  id: string;
  enteredAt: Date;
}

/** The queue in order, first in first out (same instant: by id, so every reader agrees), with positions from 1. */
export function queueOrder<E extends QueueEntry>(entries: readonly E[]): (E & { position: number })[] {
  return [...entries].sort(byAgeThenId((entry) => entry.enteredAt)).map((entry, i) => ({ ...entry, position: i + 1 }));
}
