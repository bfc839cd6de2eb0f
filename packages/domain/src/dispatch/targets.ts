import type { DispatchCandidate, DispatchService } from "./candidate.js";
import type { OfferReach } from "./escalation.js";
import type { DispatchPlan } from "./modes.js";
import { type RankContext, type Ranking, rankCandidates } from "./rank.js";

/**
 * The candidates of a plan: ranked by score; or, for the queued modes, the couriers of the origin geozone's queue in
 * their queue order (those outside it left out as not in the queue).
 */
export function rankForPlan<P>(
  plan: DispatchPlan,
  service: Pick<DispatchService<P>, "origin" | "ready_at" | "type_id">,
  candidates: readonly DispatchCandidate<P>[],
  context: RankContext<P>,
): Ranking<P> {
  if (plan.kind === "manual") return { ranked: [], excluded: [] };
  if (plan.source !== "queue") return rankCandidates(service, candidates, context);
  const queued = candidates.filter((c) => c.queue_position !== null);
  const ranking = rankCandidates(service, queued, context);
  ranking.ranked.sort((a, b) => (a.candidate.queue_position ?? 0) - (b.candidate.queue_position ?? 0));
  const outside = candidates.filter((c) => c.queue_position === null).map((candidate) => ({ candidate, reason: "not_in_queue" as const }));
  return { ranked: ranking.ranked, excluded: [...ranking.excluded, ...outside] };
}

/**
 * Who to ask now: an assigning plan takes its first candidate; an offer goes to the next `at_once` candidates not yet
 * asked (one at a time in queue order for the queued offer), or to every candidate in reach when broadcasting.
 */
export function offerTargets<P>(
  plan: DispatchPlan,
  ranking: Ranking<P>,
  reach: OfferReach,
  asked: ReadonlySet<string>,
): DispatchCandidate<P>[] {
  if (plan.kind === "manual" || reach.step === "desk") return [];
  const unasked = ranking.ranked.filter((r) => !asked.has(r.candidate.id) && r.score.km <= reach.radius_km).map((r) => r.candidate);
  if (plan.kind === "assign") return unasked.slice(0, 1);
  if (plan.source === "queue") return unasked.slice(0, 1);
  if (plan.source === "radius" || reach.at_once === null) return unasked;
  return unasked.slice(0, reach.at_once);
}
