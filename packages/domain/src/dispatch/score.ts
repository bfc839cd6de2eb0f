import type { DispatchCandidate, DispatchService } from "./candidate.js";
import type { TravelEstimator } from "./travel.js";

/**
 * issue 22: the candidate's score, in minutes of delay the desk would trade for it; lower is better. Travel and the
 * minutes until its current work ends are the time until it reaches the origin; the other parts tilt a close call.
 */
export const SCORE_WEIGHTS = {
  /** Each service already in hand counts as this many minutes. */
  loadMinutesPerService: 3,
  /** Each place behind the first of the origin's queue. */
  queueMinutesPerPlace: 2,
  /** Idle time earns a minute back for each five, up to this many idle minutes. */
  idleMinutesCap: 30,
  idleShare: 0.2,
  /** Each star below 3 costs a minute, each above earns one (ratings go from 1 to 5). */
  minutesPerStar: 1,
  ratingMiddle: 3,
  ratingMax: 5,
  /** A courier out of working hours, when the headquarter lets them count, comes after those within them. */
  outOfHoursMinutes: 20,
  /** Each priority group after the first of the origin store's covenants. */
  priorityGroupMinutes: 5,
} as const;

export const SCORE_PARTS = ["travel", "wait", "load", "queue", "idle", "rating", "hours", "priority"] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

export interface CandidateScore {
  total: number;
  parts: Record<ScorePart, number>;
  km: number;
  /** When it would reach the origin. */
  arrives_at: number;
  /** When it would pick up: at the origin, not before the service is ready. */
  pickup_at: number;
}

// "+ 0" turns -0 into 0, so an idle part of nothing reads 0.
const hundredths = (value: number) => Math.round(value * 100) / 100 + 0;

/** Whether working hours count and an out-of-hours courier is still allowed: then being out of hours costs. */
export interface ScoreContext<P> {
  now: number;
  travel: TravelEstimator<P>;
  use_working_hours: boolean;
}

export function scoreCandidate<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "origin" | "ready_at">,
  context: ScoreContext<P>,
  km = context.travel.km(candidate.position, service.origin),
): CandidateScore {
  const { now, travel } = context;
  const w = SCORE_WEIGHTS;
  const travelMinutes = travel.minutesForKm(km);
  const wait = Math.max(0, candidate.free_at - now);
  const idleMinutes = candidate.idle_since === null ? 0 : Math.min(Math.max(0, now - candidate.idle_since), w.idleMinutesCap);
  const parts: Record<ScorePart, number> = {
    travel: hundredths(travelMinutes),
    wait: hundredths(wait),
    load: candidate.active_services * w.loadMinutesPerService,
    queue: candidate.queue_position === null ? 0 : (candidate.queue_position - 1) * w.queueMinutesPerPlace,
    idle: hundredths(-idleMinutes * w.idleShare),
    rating: candidate.rating === null ? 0 : hundredths((w.ratingMiddle - candidate.rating) * w.minutesPerStar),
    hours: context.use_working_hours && !candidate.working ? w.outOfHoursMinutes : 0,
    priority: candidate.priority_group === null ? 0 : (candidate.priority_group - 1) * w.priorityGroupMinutes,
  };
  const total = hundredths(SCORE_PARTS.reduce((sum, part) => sum + parts[part], 0));
  const arrival = now + wait + travelMinutes;
  return { total, parts, km, arrives_at: arrival, pickup_at: Math.max(arrival, service.ready_at) };
}

/** The least score the candidate could reach at that distance: ranking skips the full score of anyone it cannot beat. */
export function scoreFloor<P>(candidate: DispatchCandidate<P>, km: number, context: ScoreContext<P>): number {
  const w = SCORE_WEIGHTS;
  const bonus = w.idleMinutesCap * w.idleShare + (w.ratingMax - w.ratingMiddle) * w.minutesPerStar;
  const travel = context.travel.minutesForKm(km);
  return travel + Math.max(0, candidate.free_at - context.now) + candidate.active_services * w.loadMinutesPerService - bonus - 0.01;
}
