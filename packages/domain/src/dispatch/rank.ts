import type { DispatchCandidate, DispatchService } from "./candidate.js";
import { type EligibilityContext, type IneligibilityReason, standingRefusal, tripRefusal } from "./eligibility.js";
import { type CandidateScore, type ScoreContext, scoreCandidate } from "./score.js";

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

/** Scores the candidate, or says why it may not take the service. */
export function evaluate<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "origin" | "ready_at" | "type_id">,
  context: RankContext<P>,
): CandidateScore | IneligibilityReason {
  const standing = standingRefusal(candidate, service, context);
  if (standing) return standing;
  const score = scoreCandidate(candidate, service, context);
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
    else ranking.ranked.push({ candidate, score: result });
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
    const result = evaluate(candidate, service, context);
    if (typeof result === "string") continue;
    const entry = { candidate, score: result };
    if (best === null || compareRanked(entry, best) < 0) best = entry;
  }
  return best;
}
