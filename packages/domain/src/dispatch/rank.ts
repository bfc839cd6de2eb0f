import type { DispatchCandidate, DispatchService } from "./candidate.js";
import { type EligibilityContext, type IneligibilityReason, standingRefusal, tripRefusal } from "./eligibility.js";
import { type CandidateScore, courierMinutes, type ScoreContext, scoreCandidate, scoreFloor } from "./score.js";

export interface RankedCandidate<P> {
  candidate: DispatchCandidate<P>;
  score: CandidateScore;
}
export interface ExcludedCandidate<P> {
  candidate: DispatchCandidate<P>;
  reason: IneligibilityReason;
}
export interface Ranking<P> {
  ranked: RankedCandidate<P>[];
  excluded: ExcludedCandidate<P>[];
}
export type RankContext<P> = ScoreContext<P> & EligibilityContext;

const idleSince = (c: DispatchCandidate<unknown>) => c.idle_since ?? Number.POSITIVE_INFINITY;

/** Lower score first; a tie goes to the shorter trip, then to whoever has waited longest, then by id so every node agrees. */
export function compareRanked<P>(a: RankedCandidate<P>, b: RankedCandidate<P>): number {
  return (
    a.score.total - b.score.total ||
    a.score.parts.travel - b.score.parts.travel ||
    idleSince(a.candidate) - idleSince(b.candidate) ||
    (a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0)
  );
}

/**
 * Scores the candidate, or says why it may not take the service; null when it cannot score below `beat` (a best-so-far
 * the caller already holds), which spares the full score of most couriers of a city.
 */
export function evaluate<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "origin" | "ready_at" | "type_id">,
  context: RankContext<P>,
  beat = Number.POSITIVE_INFINITY,
): CandidateScore | IneligibilityReason | null {
  return standingRefusal(candidate, service, context) ?? scoreWithin(candidate, service, context, beat);
}

/** evaluate for a courier whose standing is already known to allow it: the radius, the score and the shift. */
export function scoreWithin<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "origin" | "ready_at">,
  context: RankContext<P>,
  beat = Number.POSITIVE_INFINITY,
  km = context.travel.km(candidate.position, service.origin),
  ofCourier = courierMinutes(candidate, context),
): CandidateScore | IneligibilityReason | null {
  if (km > context.radius_km) return "out_of_radius";
  if (scoreFloor(km, ofCourier, candidate, service, context) > beat) return null;
  const score = scoreCandidate(candidate, service, context, km);
  return tripRefusal(candidate, score.km, score.pickup_at, context.radius_km) ?? score;
}

/** Every candidate, best first, and those left out with their reason: what a decision stores. */
export function rankCandidates<P>(
  service: Pick<DispatchService<P>, "origin" | "ready_at" | "type_id">,
  candidates: readonly DispatchCandidate<P>[],
  context: RankContext<P>,
): Ranking<P> {
  const ranking: Ranking<P> = { ranked: [], excluded: [] };
  for (const candidate of candidates) {
    const result = evaluate(candidate, service, context);
    if (typeof result === "string") ranking.excluded.push({ candidate, reason: result });
    else if (result !== null) ranking.ranked.push({ candidate, score: result });
  }
  ranking.ranked.sort(compareRanked);
  return ranking;
}

/** The best candidate alone, in one pass without sorting (the nearest-free-courier mode over thousands online). */
export function bestCandidate<P>(
  service: Pick<DispatchService<P>, "origin" | "ready_at" | "type_id">,
  candidates: readonly DispatchCandidate<P>[],
  context: RankContext<P>,
): RankedCandidate<P> | null {
  let best: RankedCandidate<P> | null = null;
  for (const candidate of candidates) {
    const result: CandidateScore | IneligibilityReason | null = evaluate(candidate, service, context, best?.score.total);
    if (result === null || typeof result === "string") continue;
    const entry: RankedCandidate<P> = { candidate, score: result };
    if (best === null || compareRanked(entry, best) < 0) best = entry;
  }
  return best;
}
