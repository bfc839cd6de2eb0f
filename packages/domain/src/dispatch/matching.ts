import { type Bundle, formBundles } from "./bundles.js";
import type { DispatchCandidate, DispatchService } from "./candidate.js";
import { standingRefusal } from "./eligibility.js";
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
   * many minutes before it is ready (more services of the origin may join it, the courier may serve another first).
   * Absent: every bundle is matched at once.
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
}

/** The couriers whose standing lets them take bundles of one size and type: worked out once per pass for each. */
class Standing<P> {
  private readonly cache = new Map<string, DispatchCandidate<P>[]>();
  constructor(
    private readonly candidates: readonly DispatchCandidate<P>[],
    private readonly context: RankContext<P>,
  ) {}
  able(bundle: Bundle<P>): DispatchCandidate<P>[] {
    const key = `${bundle.services.length}|${bundle.type_id ?? ""}`;
    let able = this.cache.get(key);
    if (!able) {
      const context = { ...this.context, size: bundle.services.length };
      able = this.candidates.filter((c) => standingRefusal(c, bundle, context) === null);
      this.cache.set(key, able);
    }
    return able;
  }
}

/** The bundle's best couriers among those still free in this pass, best first. */
function shortlistFor<P>(
  bundle: Bundle<P>,
  able: readonly DispatchCandidate<P>[],
  taken: ReadonlySet<string>,
  context: RankContext<P>,
  size: number,
): Pair<P>[] {
  const best: Pair<P>[] = [];
  for (const candidate of able) {
    if (taken.has(candidate.id)) continue;
    const score = scoreWithin(candidate, bundle, context, best.length === size ? best[size - 1].score.total : undefined);
    if (score === null || typeof score === "string") continue;
    const pair = { bundle, candidate, score };
    if (best.length === size && compareRanked(pair, best[size - 1]) >= 0) continue;
    let at = best.length === size ? size - 1 : best.length;
    while (at > 0 && compareRanked(pair, best[at - 1]) < 0) at--;
    best.splice(at, 0, pair);
    if (best.length > size) best.pop();
  }
  return best;
}

/**
 * issue 22, one engine pass: waiting services (bundled by origin) meet free couriers. The best pairs across every
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
  const taken = new Set<string>();
  const result: MatchResult<P> = { matches: [], held: [], unmatched: [] };
  const standing = new Standing(input.candidates, context);
  let pending = formBundles(input.services, { max_size: settings.max_active_services, window_minutes: settings.bundle_window_minutes });
  while (pending.length > 0) {
    const pairs = pending.flatMap((bundle) => shortlistFor(bundle, standing.able(bundle), taken, context, shortlist));
    pairs.sort((a, b) => compareRanked(a, b) || a.bundle.ready_at - b.bundle.ready_at);
    const settled = new Set<Bundle<P>>();
    for (const pair of pairs) {
      if (settled.has(pair.bundle) || taken.has(pair.candidate.id)) continue;
      settled.add(pair.bundle);
      if (input.hold_minutes !== undefined && pair.score.arrives_at < pair.bundle.ready_at - input.hold_minutes) {
        result.held.push(...pair.bundle.services);
        continue;
      }
      taken.add(pair.candidate.id);
      result.matches.push({ courier: pair.candidate, services: pair.bundle.services, score: pair.score });
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
