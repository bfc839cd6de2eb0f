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
   * so more services of the origin may join it and a courier freed meanwhile may take it. A bundle only one courier may
   * take is not held for arriving early (`holds`). Absent: every bundle is matched at once.
   */
  hold_minutes?: number;
  /** How many of each bundle's best couriers the pass weighs against the other bundles. */
  shortlist?: number;
  /**
   * The couriers as the services of one origin see them (its geozone's queue, its store's covenant groups, its drop-offs
   * before their shifts end), the same couriers in the same order as `candidates`: the API weighs every origin of a
   * headquarter in one pass. Absent: `candidates` as they are, for every origin.
   */
  viewAt?: (origin_key: string) => OriginView<P>;
  /** `queue`: a bundle goes to the first of its origin's queue who may take it (the queued modes); `score` by default. */
  order?: "score" | "queue";
}

/** The candidates of one origin, index for index those of the pass, and how many priority groups its store has. */
export interface OriginView<P> {
  candidates: readonly DispatchCandidate<P>[];
  priority_groups?: number;
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
  /** Bundles held back by the rolling horizon, each with the courier it waits for. */
  held: Match<P>[];
  /** Services nobody could take in this pass. */
  unmatched: DispatchService<P>[];
}

const DEFAULT_SHORTLIST = 6;
/**
 * The rolling horizon (`hold_minutes`) of the API's assigning pass and of the benchmark that replays it: a bundle waits
 * for a later pass while its best courier is busy for more than this many minutes, or would reach the origin this much
 * before the bundle is ready.
 */
export const HOLD_MINUTES = 5;
/**
 * When bundles contest one courier, each service of a bundle beyond the first counts as this many minutes: the trip
 * that serves more customers goes first, as it spares the courier time of a pickup trip for each of them (a courier's
 * own choice among bundles; it never changes which courier a bundle prefers).
 */
export const BUNDLE_MINUTES_PER_SERVICE = 4;

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

/** The couriers of one origin with their own score parts and the context they are scored in. */
interface View<P> {
  candidates: readonly DispatchCandidate<P>[];
  context: RankContext<P>;
  ofCourier: Float64Array;
}

/**
 * What one pass works out once and reuses across its rounds: each origin's view of the couriers (with each courier's own
 * score parts), which couriers (by index) a bundle's size and type allow, and each origin's distance to each courier.
 */
class PassMemory<P> {
  private readonly able = new Map<string, number[]>();
  private readonly km = new Map<string, Float64Array>();
  private readonly views = new Map<string, View<P>>();
  constructor(
    private readonly candidates: readonly DispatchCandidate<P>[],
    private readonly context: RankContext<P>,
    private readonly viewAt: MatchInput<P>["viewAt"],
  ) {}
  viewOf(bundle: Bundle<P>): View<P> {
    const key = this.viewAt ? bundle.origin_key : "";
    let view = this.views.get(key);
    if (!view) {
      const seen = this.viewAt?.(bundle.origin_key);
      const candidates = seen?.candidates ?? this.candidates;
      const context = seen ? { ...this.context, priority_groups: seen.priority_groups } : this.context;
      view = { candidates, context, ofCourier: Float64Array.from(candidates, (c) => courierMinutes(c, context)) };
      this.views.set(key, view);
    }
    return view;
  }
  ableFor(bundle: Bundle<P>): number[] {
    const key = `${this.viewAt ? bundle.origin_key : ""}|${bundle.services.length}|${bundle.type_id ?? ""}`;
    let able = this.able.get(key);
    if (!able) {
      const { candidates } = this.viewOf(bundle);
      const context = { ...this.context, size: bundle.services.length };
      able = [];
      for (let i = 0; i < candidates.length; i++) if (standingRefusal(candidates[i], bundle, context) === null) able.push(i);
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

/** The queued modes' order: the first of the origin's queue, then the score. */
export function compareQueued<P>(a: RankedCandidate<P>, b: RankedCandidate<P>): number {
  return (
    (a.candidate.queue_position ?? Number.POSITIVE_INFINITY) - (b.candidate.queue_position ?? Number.POSITIVE_INFINITY) ||
    compareRanked(a, b)
  );
}

const contestMinutes = <P>(pair: Pair<P>) => pair.score.total - (pair.bundle.services.length - 1) * BUNDLE_MINUTES_PER_SERVICE;
/** The order of the pass's pairs by score: the bundles' minutes in the contest, then the score's own order. */
const compareContest = <P>(a: Pair<P>, b: Pair<P>) => contestMinutes(a) - contestMinutes(b) || compareRanked(a, b);

/** The bundle's best couriers among those still free in this pass, best first in the pass's order. */
function shortlistFor<P>(bundle: Bundle<P>, memory: PassMemory<P>, taken: Uint8Array, size: number, queued: boolean): Pair<P>[] {
  const best: Pair<P>[] = [];
  const km = memory.kmRow(bundle);
  const { candidates, context, ofCourier } = memory.viewOf(bundle);
  const compare = queued ? compareQueued : compareRanked;
  for (const index of memory.ableFor(bundle)) {
    if (taken[index] === 1) continue;
    const candidate = candidates[index];
    if (queued && candidate.queue_position === null) continue;
    const joins = joinsTrip(candidate, bundle);
    if (!joins && Number.isNaN(km[index])) km[index] = context.travel.km(candidate.position, bundle.origin);
    // A score can skip a courier it already puts behind the last of the shortlist; a queue place cannot.
    const beat = best.length === size && !queued ? best[size - 1].score.total : undefined;
    const score = joins
      ? scoreWithin(onTrip(candidate, bundle), bundle, context, beat, 0)
      : scoreWithin(candidate, bundle, context, beat, km[index], ofCourier[index]);
    if (score === null || typeof score === "string") continue;
    const pair = { bundle, candidate, index, score, joins };
    if (best.length === size && compare(pair, best[size - 1]) >= 0) continue;
    let at = best.length === size ? size - 1 : best.length;
    while (at > 0 && compare(pair, best[at - 1]) < 0) at--;
    best.splice(at, 0, pair);
    if (best.length > size) best.pop();
  }
  return best;
}

/**
 * issue 22, one engine pass: waiting services (bundled by origin) meet free couriers, and couriers already on their
 * way to a bundle's origin, which it may join when ready by their pickup there. The best pairs across every
 * bundle's shortlist win first (a bundle of more services counts as nearer, BUNDLE_MINUTES_PER_SERVICE), so two services never fight blindly over one courier; a courier takes at most one
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
  const memory = new PassMemory(input.candidates, context, input.viewAt);
  const queued = input.order === "queue";
  const compare = queued ? compareQueued : compareContest;
  let pending = formBundles(input.services, {
    max_size: settings.max_active_services,
    window_minutes: settings.bundle_window_minutes,
    now: input.now,
  });
  while (pending.length > 0) {
    const pairs = pending.flatMap((bundle) => shortlistFor(bundle, memory, taken, shortlist, queued));
    pairs.sort((a, b) => compare(a, b) || a.bundle.ready_at - b.bundle.ready_at);
    const settled = new Set<Bundle<P>>();
    const couriersOf = new Map<Bundle<P>, number>();
    for (const pair of pairs) couriersOf.set(pair.bundle, (couriersOf.get(pair.bundle) ?? 0) + 1);
    for (const pair of pairs) {
      if (settled.has(pair.bundle) || taken[pair.index] === 1) continue;
      settled.add(pair.bundle);
      if (input.hold_minutes !== undefined && !pair.joins && holds(pair, input.hold_minutes, couriersOf.get(pair.bundle) ?? 0)) {
        result.held.push({ courier: pair.candidate, services: pair.bundle.services, score: pair.score, joins_trip: false });
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

/**
 * The rolling horizon's rule for a bundle's best pair: wait for a later pass while the courier would reach the origin
 * more than `minutes` before the bundle is ready, unless it is the only courier who may take it (waiting keeps
 * other couriers open; with none, it would only risk losing this one to other work before its shift ends), or while
 * the courier is still busy for more than `minutes`.
 */
function holds<P>(pair: Pair<P>, minutes: number, couriers: number): boolean {
  const early = pair.score.arrives_at < pair.bundle.ready_at - minutes && couriers > 1;
  return early || pair.score.parts.wait > minutes;
}

const singleBundle = <P>(service: DispatchService<P>): Bundle<P> => ({
  services: [service],
  origin: service.origin,
  origin_key: service.origin_key,
  type_id: service.type_id,
  ready_at: service.ready_at,
});
