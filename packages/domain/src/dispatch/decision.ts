import { z } from "zod";
import { INELIGIBILITY_REASONS } from "./eligibility.js";
import type { Ranking } from "./rank.js";
import { SCORE_PARTS, type ScorePart } from "./score.js";
import { ESCALATION_STEPS, type EscalationStep } from "./settings.js";

// issue 22: every decision goes on the service's history: the ranked candidates with their score parts, who got it
// and why, or why nobody did. The detail reads it back through explainDecision.

/** `held`: the assigning pass keeps the service for a courier still busy (HOLD_MINUTES); a later pass weighs it again. */
export const DISPATCH_OUTCOMES = ["assigned", "offered", "held", "unassigned"] as const;
export const OFFER_ANSWERS = ["rejected", "timed_out"] as const;
/** The best candidates a decision keeps, and the refused ones it names. */
export const DECISION_CANDIDATES_KEPT = 10;
export const DECISION_EXCLUDED_KEPT = 20;

/** A service's place in a bundle's route: stop 2 of 3, with #123 and #124 (the others' consecutives). */
export const routeSchema = z.object({ stop: z.number().int().min(1), stops: z.number().int().min(2), with: z.array(z.number().int()) });
export type RouteStopOf = z.infer<typeof routeSchema>;

const stepValues = ESCALATION_STEPS.map((s) => s.value) as [EscalationStep, ...EscalationStep[]];
const courierRef = { courier_id: z.string(), name: z.string() };

export const dispatchDecisionSchema = z.object({
  step: z.enum(stepValues),
  outcome: z.enum(DISPATCH_OUTCOMES),
  /** Who got it (assigned), was asked (offered) or is waited for (held), best first. */
  chosen_ids: z.array(z.string()),
  candidates: z.array(
    z.object({
      ...courierRef,
      total: z.number(),
      /** A part added after a decision was stored reads 0 in it. */
      parts: z.object(
        Object.fromEntries(SCORE_PARTS.map((part) => [part, z.number().default(0)])) as Record<ScorePart, z.ZodDefault<z.ZodNumber>>,
      ),
      km: z.number(),
      active_services: z.number().int(),
      /** Minutes since it became free, or null while it still works. */
      idle_minutes: z.number().nullable(),
      /** Minutes until its current work ends, 0 when free. */
      busy_minutes: z.number(),
      /** The covenant priority group that put it forward (1 first), or null. */
      priority_group: z.number().int().nullable().default(null),
    }),
  ),
  answers: z.array(z.object({ ...courierRef, answer: z.enum(OFFER_ANSWERS) })),
  excluded: z.array(z.object({ ...courierRef, reason: z.enum(INELIGIBILITY_REASONS) })),
  /** A bundle: this service's drop-off in the courier's route order and the other services it goes with. */
  route: routeSchema.optional(),
});
export type DispatchDecision = z.infer<typeof dispatchDecisionSchema>;
export type OfferAnswer = DispatchDecision["answers"][number];

export interface DecisionFacts {
  now: number;
  step: EscalationStep;
  outcome: DispatchDecision["outcome"];
  chosen_ids: string[];
  /** The earlier offers of this service that were refused or ran out. */
  answers: OfferAnswer[];
  route?: RouteStopOf;
}

/** The record of one decision from the ranking it was made on. */
export function buildDecision<P>(ranking: Ranking<P>, facts: DecisionFacts): DispatchDecision {
  const answered = new Set(facts.answers.map((a) => a.courier_id));
  const chosen = new Set(facts.chosen_ids);
  const kept = ranking.ranked.filter((r, i) => i < DECISION_CANDIDATES_KEPT || chosen.has(r.candidate.id));
  return {
    step: facts.step,
    outcome: facts.outcome,
    chosen_ids: facts.chosen_ids,
    candidates: kept.map(({ candidate, score }) => ({
      courier_id: candidate.id,
      name: candidate.name,
      total: score.total,
      parts: { ...score.parts } satisfies Record<ScorePart, number>,
      km: score.km,
      active_services: candidate.active_services,
      idle_minutes: candidate.idle_since === null ? null : Math.max(0, facts.now - candidate.idle_since),
      busy_minutes: score.parts.wait,
      priority_group: candidate.priority_group,
    })),
    answers: facts.answers,
    excluded: ranking.excluded
      .filter((e) => !answered.has(e.candidate.id))
      .slice(0, DECISION_EXCLUDED_KEPT)
      .map(({ candidate, reason }) => ({ courier_id: candidate.id, name: candidate.name, reason })),
    ...(facts.route && { route: facts.route }),
  };
}
