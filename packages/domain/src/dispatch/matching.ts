import { type Bundle, formBundles } from "./bundles.js";
import type { DispatchCandidate, DispatchService } from "./candidate.js";
import { standingRefusal } from "./eligibility.js";
import { courierMinutes } from "./score.js";
import { compareRanked, type RankContext, type RankedCandidate, scoreWithin } from "./rank.js";
import type { DiffusionSettings } from "./settings.js";
import type { TravelEstimator } from "./travel.js";

export interface MatchInput<P> {
  now: number;
  services: readonly DispatchService<P>[];
  candidates: readonly DispatchCandidate<P>[];
  settings: DiffusionSettings;
  travel: TravelEstimator<P>;
  /** The radius of this pass (the escalation may widen it); the settings' radius when absent. */
  radius_km?: number;
  /**
   * Rolling horizon: a bundle waits for a later pass while even its best courier would reach the origin more than this
   * many minutes before it is ready, or is still busy for more than this many minutes: nothing is promised far ahead,
   * so more services of the origin may join it and a courier freed meanwhile may take it. Absent: every bundle is
   * matched at once.
   */
  hold_minutes?: number;
  /** How many of each bundle's best couriers the pass weighs against the other bundles. */
  shortlist?: number;
}

/** A courier and the services it takes together, in no particular order (routeOrder orders them). */
export interface Match<P> {
  courier: DispatchCandidate<P>;
  services: DispatchService<P>[];
  score: RankedCandidate<P>["score"];
  /** The services join the trip the courier is already on to their origin (picked up with what it holds). */
  joins_trip: boolean;
}

export interface MatchResult<P> {
  matches: Match<P>[];
  /** Services held back by the rolling horizon. */
  held: DispatchService<P>[];
  /** Services nobody could take in this pass. */
  unmatched: DispatchService<P>[];
}

const DEFAULT_SHORTLIST = 6;

interface Pair<P> extends RankedCandidate<P> {
  bundle: Bundle<P>;
  index: number;
  joins: boolean;
}

/** Whether the bundle can join the courier's trip: the trip goes to its origin and the bundle is ready by the pickup. */
const joinsTrip = <P>(candidate: DispatchCandidate<P>, bundle: Bundle<P>) =>
  candidate.trip !== null && candidate.trip.origin_key === bundle.origin_key && bundle.ready_at <= candidate.trip.pickup_at;

/** The courier as a bundle joining its trip sees it: already at the origin, free from its pickup there. */
const onTrip = <P>(candidate: DispatchCandidate<P>, bundle: Bundle<P>): DispatchCandidate<P> => ({
  ...candidate,
  position: bundle.origin,
  free_at: candidate.trip?.pickup_at ?? candidate.free_at,
});

/**
 * What one pass works out once and reuses across its rounds: which couriers (by index) a bundle's size and type allow,
 * each origin's distance to each courier, and each courier's own score parts.
 */
class PassMemory<P> {
  private readonly able = new Map<string, number[]>();
  private readonly km = new Map<string, Float64Array>();
  readonly ofCourier: Float64Array;
  constructor(
    private readonly candidates: readonly DispatchCandidate<P>[],
    private readonly context: RankContext<P>,
  ) {
    this.ofCourier = Float64Array.from(candidates, (c) => courierMinutes(c, context));
  }
  ableFor(bundle: Bundle<P>): number[] {
    const key = `${bundle.services.length}|${bundle.type_id ?? ""}`;
    let able = this.able.get(key);
    if (!able) {
      const context = { ...this.context, size: bundle.services.length };
      able = [];
      for (let i = 0; i < this.candidates.length; i++) if (standingRefusal(this.candidates[i], bundle, context) === null) able.push(i);
      this.able.set(key, able);
    }
    return able;
  }
  /** The origin's distances to every courier, each worked out the first time it is asked (NaN until then). */
  kmRow(bundle: Bundle<P>): Float64Array {
    let row = this.km.get(bundle.origin_key);
    if (!row) {
      row = new Float64Array(this.candidates.length).fill(Number.NaN);
      this.km.set(bundle.origin_key, row);
    }
    return row;
  }
}

/** The bundle's best couriers among those still free in this pass, best first. */
function shortlistFor<P>(
  bundle: Bundle<P>,
  candidates: readonly DispatchCandidate<P>[],
  memory: PassMemory<P>,
  taken: Uint8Array,
  context: RankContext<P>,
  size: number,
): Pair<P>[] {
  const best: Pair<P>[] = [];
  const km = memory.kmRow(bundle);
  for (const index of memory.ableFor(bundle)) {
    if (taken[index] === 1) continue;
    const candidate = candidates[index];
    const joins = joinsTrip(candidate, bundle);
    if (!joins && Number.isNaN(km[index])) km[index] = context.travel.km(candidate.position, bundle.origin);
    const beat = best.length === size ? best[size - 1].score.total : undefined;
    const score = joins
      ? scoreWithin(onTrip(candidate, bundle), bundle, context, beat, 0)
      : scoreWithin(candidate, bundle, context, beat, km[index], memory.ofCourier[index]);
    if (score === null || typeof score === "string") continue;
    const pair = { bundle, candidate, index, score, joins };
    if (best.length === size && compareRanked(pair, best[size - 1]) >= 0) continue;
    let at = best.length === size ? size - 1 : best.length;
    while (at > 0 && compareRanked(pair, best[at - 1]) < 0) at--;
    best.splice(at, 0, pair);
    if (best.length > size) best.pop();
  }
  return best;
}

/**
 * issue 22, one engine pass: waiting services (bundled by origin) meet free couriers, and couriers already on their
 * way to a bundle's origin, which it may join when ready by their pickup there. The best pairs across every
 * bundle's shortlist win first, so two services never fight blindly over one courier; a courier takes at most one
 * bundle per pass and never more than its limit of active services, a service goes to one courier only. A bundle nobody
 * can take whole is split and its services tried alone.
 */
export function matchPass<P>(input: MatchInput<P>): MatchResult<P> {
  const { settings } = input;
  const context: RankContext<P> = {
    now: input.now,
    travel: input.travel,
    use_working_hours: settings.use_working_hours,
    settings,
    size: 1,
    radius_km: input.radius_km ?? settings.radius_km,
  };
  const shortlist = input.shortlist ?? DEFAULT_SHORTLIST;
  const taken = new Uint8Array(input.candidates.length);
  const result: MatchResult<P> = { matches: [], held: [], unmatched: [] };
  const memory = new PassMemory(input.candidates, context);
  let pending = formBundles(input.services, {
    max_size: settings.max_active_services,
    window_minutes: settings.bundle_window_minutes,
    now: input.now,
  });
  while (pending.length > 0) {
    const pairs = pending.flatMap((bundle) => shortlistFor(bundle, input.candidates, memory, taken, context, shortlist));
    pairs.sort((a, b) => compareRanked(a, b) || a.bundle.ready_at - b.bundle.ready_at);
    const settled = new Set<Bundle<P>>();
    for (const pair of pairs) {
      if (settled.has(pair.bundle) || taken[pair.index] === 1) continue;
      settled.add(pair.bundle);
      if (
        input.hold_minutes !== undefined &&
        !pair.joins &&
        (pair.score.arrives_at < pair.bundle.ready_at - input.hold_minutes || pair.score.parts.wait > input.hold_minutes)
      ) {
        result.held.push(...pair.bundle.services);
        continue;
      }
      taken[pair.index] = 1;
      result.matches.push({ courier: pair.candidate, services: pair.bundle.services, score: pair.score, joins_trip: pair.joins });
    }
    const withPairs = new Set(pairs.map((pair) => pair.bundle));
    const next: Bundle<P>[] = [];
    for (const bundle of pending) {
      if (settled.has(bundle)) continue;
      if (withPairs.has(bundle)) next.push(bundle);
      else if (bundle.services.length > 1) next.push(...bundle.services.map((service) => singleBundle(service)));
      else result.unmatched.push(...bundle.services);
    }
    pending = next;
  }
  return result;
}

const singleBundle = <P>(service: DispatchService<P>): Bundle<P> => ({
  services: [service],
  origin: service.origin,
  origin_key: service.origin_key,
  type_id: service.type_id,
  ready_at: service.ready_at,
});
