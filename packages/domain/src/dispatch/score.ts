import type { DispatchCandidate, DispatchService } from "./candidate.js";
import type { TravelEstimator } from "./travel.js";

/**
 * issue 22: the candidate's score, in minutes of delay the desk would trade for it; lower is better. Travel and the
 * minutes until its current work ends are the time until it reaches the origin, less the part of it that passes while
 * the service is still being prepared (the customer waits no longer for it); the other parts tilt a close call. The
 * work in hand counts once, in those minutes (its stops included, `workMinutesThrough`): no part per service in hand.
 */
export const SCORE_WEIGHTS = {
  /** Each place behind the first of the origin's queue. */
  queueMinutesPerPlace: 2,
  /** Idle time earns a minute back for each five (an hour idle: 12), spreading the work over the couriers on duty. */
  idleMinutesCap: 60,
  idleShare: 0.2,
  /** Each star below 3 costs a minute, each above earns one . */
  minutesPerStar: 1,
  ratingMiddle: 3,
  /** A courier out of working hours, when the headquarter lets them count, comes after those within them. */
  outOfHoursMinutes: 20,
  /** Each priority group after the first of the origin store's covenants (outside them all: after the last). */
  priorityGroupMinutes: 5,
  /**
   * The share of the minutes until arrival given back while the service is not ready yet: a farther courier who still
   * arrives by the ready time delays nobody, so idle time and the other parts decide among those who arrive in time.
   */
  readyShare: 1,
} as const;

export const SCORE_PARTS = ["travel", "wait", "queue", "idle", "rating", "hours", "priority", "ready"] as const;
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
  /**
   * How many priority groups the covenants of the service's business store have (absent or 0: none): a courier in
   * none of them comes after the last group.
   */
  priority_groups?: number;
}

type Part<P> = (candidate: DispatchCandidate<P>, context: ScoreContext<P>) => number;
const w = SCORE_WEIGHTS;
/** Every part but travel and ready, one formula each: they depend on the courier alone, not on the service. */
const COURIER_PARTS = {
  wait: (c, context) => Math.max(0, c.free_at - context.now),
  queue: (c) => (c.queue_position === null ? 0 : (c.queue_position - 1) * w.queueMinutesPerPlace),
  idle: (c, context) => (c.idle_since === null ? 0 : -Math.min(Math.max(0, context.now - c.idle_since), w.idleMinutesCap) * w.idleShare),
  rating: (c) => (c.rating === null ? 0 : (w.ratingMiddle - c.rating) * w.minutesPerStar),
  hours: (c, context) => (context.use_working_hours && !c.working ? w.outOfHoursMinutes : 0),
  priority: (c, context) => (c.priority_group === null ? (context.priority_groups ?? 0) : c.priority_group - 1) * w.priorityGroupMinutes,
} satisfies Record<Exclude<ScorePart, "travel" | "ready">, Part<unknown>>;
const COURIER_PART_NAMES = Object.keys(COURIER_PARTS) as (keyof typeof COURIER_PARTS)[];

export function scoreCandidate<P>(
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "origin" | "ready_at">,
  context: ScoreContext<P>,
  km = context.travel.km(candidate.position, service.origin),
): CandidateScore {
  const travelMinutes = context.travel.minutesForKm(km);
  const parts = { travel: hundredths(travelMinutes) } as Record<ScorePart, number>;
  for (const name of COURIER_PART_NAMES) parts[name] = hundredths(COURIER_PARTS[name](candidate, context));
  parts.ready = hundredths(-Math.min(travelMinutes + parts.wait, minutesUntilReady(service, context)) * w.readyShare);
  const total = hundredths(SCORE_PARTS.reduce((sum, part) => sum + parts[part], 0));
  const arrival = context.now + parts.wait + travelMinutes;
  return { total, parts, km, arrives_at: arrival, pickup_at: Math.max(arrival, service.ready_at) };
}

/** The parts that depend on the courier alone, summed before rounding: one pass works them out once per courier. */
export function courierMinutes<P>(candidate: DispatchCandidate<P>, context: ScoreContext<P>): number {
  const p = COURIER_PARTS;
  return (
    p.wait(candidate, context) +
    p.queue(candidate) +
    p.idle(candidate, context) +
    p.rating(candidate) +
    p.hours(candidate, context) +
    p.priority(candidate, context)
  );
}

const minutesUntilReady = <P>(service: Pick<DispatchService<P>, "ready_at">, context: ScoreContext<P>) =>
  Math.max(0, service.ready_at - context.now);

/**
 * The candidate's score at that distance before rounding, less the most rounding can move it: ranking skips the full
 * score (and its record) of anyone this already puts behind the best so far.
 */
export function scoreFloor<P>(
  km: number,
  ofCourier: number,
  candidate: DispatchCandidate<P>,
  service: Pick<DispatchService<P>, "ready_at">,
  context: ScoreContext<P>,
): number {
  const arrival = context.travel.minutesForKm(km) + COURIER_PARTS.wait(candidate, context);
  const ready = Math.min(arrival, minutesUntilReady(service, context)) * w.readyShare;
  return context.travel.minutesForKm(km) + ofCourier - ready - 0.05;
}
