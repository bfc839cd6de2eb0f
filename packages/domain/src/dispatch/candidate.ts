// The engine's inputs. Times are minutes on one clock the caller chooses (the API: epoch minutes; the benchmark:
// minutes from the start of its day), so every rule here is plain arithmetic.

/** A service waiting for a courier. `origin_key`: the place it is picked up at (a store, a restaurant), for bundling. */
export interface DispatchService<P> {
  id: string;
  origin: P;
  destination: P;
  origin_key: string;
  /** When it can be picked up (the creation time when nobody said). */
  ready_at: number;
  type_id: string | null;
}

/**
 * A courier the engine may choose. Where and when its current work ends is where and when it starts the next: `free_at`
 * counts the whole of that work, the minutes at its stops too (the score weighs the work in hand through it alone).
 */
export interface DispatchCandidate<P> {
  id: string;
  name: string;
  position: P;
  free_at: number;
  active_services: number;
  online: boolean;
  blocked: boolean;
  /** Within its working hours now (schedules/working-hours.ts decides it). */
  working: boolean;
  /** The last minute it may pick up (the end of its shift), or null. */
  shift_ends_at: number | null;
  /** Since when it has had nothing to do, or null while it works. */
  idle_since: number | null;
  rating: number | null;
  /** Its place in the queue of the origin's queued geozone (1 is first), or null outside every queue. */
  queue_position: number | null;
  /**
   * The priority group of the service's business store that holds it through a covenant naming it (1 is served first),
   * or null (the score then puts it after the store's last group, when the store has any).
   */
  priority_group: number | null;
  /** The service types it takes, or null for every type. */
  service_type_ids: readonly string[] | null;
  /**
   * The origin its last trip goes to and when it picks up there, while it has not yet: a service of that origin ready
   * by then joins the trip (bundling with work in hand). Null when it is not on its way to pick anything up.
   */
  trip: CourierTrip | null;
}

export interface CourierTrip {
  origin_key: string;
  pickup_at: number;
}
