import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  buildDecision,
  type Coordinates,
  DOMAIN_EVENTS,
  type DispatchCandidate,
  type EscalationStep,
  firstEscalation,
  nextEscalation,
  offerTargets,
  type RankContext,
  type Ranking,
  rankForPlan,
  reachOf,
} from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { covenantPriority } from "../../covenants/index.js";
import { type BundledService, bundleOf } from "./bundle.js";
import { loadCandidates, minutesOf } from "./candidates.js";
import { engineTravel as travel, originOf } from "./origin.js";
import { recordDecision } from "./history.js";
import { joinOpenBundles } from "./join.js";
import { answersOf, offerEvent, offersOfService } from "./offer-rows.js";
import { dispatchOf, type HeadquarterDispatch } from "./settings.js";

/**
 * Why the engine looks at a waiting service. `fresh`: it started waiting (created, activated, unassigned) or someone
 * may now take it (a courier came online, a queue moved): the first escalation step; `quiet` records nothing when
 * nobody is found (the service already waits at the desk). `escalate`: its last offers ran out (refused, expired).
 */
export type Trigger = { kind: "fresh"; quiet: boolean } | { kind: "escalate" };

/** Who to ask at each step from `start` on, until someone or the desk: the step, its ranking and its targets. */
function walk(
  start: EscalationStep,
  settings: HeadquarterDispatch,
  rankAt: (step: EscalationStep) => Ranking<Coordinates>,
  asked: ReadonlySet<string>,
) {
  let step = start;
  for (;;) {
    const ranking = rankAt(step);
    if (step === "desk") return { step, ranking, targets: [] as DispatchCandidate<Coordinates>[] };
    const targets = offerTargets(settings.plan, ranking, reachOf(step, settings.diffusion), asked);
    if (targets.length > 0) return { step, ranking, targets };
    step = nextEscalation(settings.diffusion, step, false);
  }
}

/**
 * issue 22: one decision for one waiting service of an offering plan, in the caller's transaction with the service row
 * locked: offer it (offer rows with their stored deadlines, offer.sent), or leave it to the desk
 * (dispatch.returned-to-desk); the decision goes on its history. Nothing while an offer of it is open, in the manual
 * and the assigning modes, or once it no longer waits: a repeated event decides nothing twice.
 */
export async function dispatchService(tx: Tx, serviceId: string, trigger: Trigger, now = new Date()): Promise<void> {
  const [row] = await tx.select().from(services).where(eq(services.id, serviceId)).for("update");
  if (row?.status !== "by_assign" || row.messengerId !== null) return;
  const settings = await dispatchOf(tx, row.headquarterId);
  // The assigning plans decide every waiting service of the headquarter together (assignPass).
  if (settings.plan.kind !== "offer") return;
  const past = await offersOfService(tx, serviceId);
  if (past.some((o) => o.answer === null)) return;
  // An origin without coordinates measures nobody: the walk ends at the desk.
  const origin = await originOf(tx, serviceId);
  const { diffusion, plan } = settings;
  const countHours = diffusion.use_working_hours;
  // A service of a business store puts the couriers its covenants name forward, in its priority groups' order.
  const priority = row.businessStoreId ? await covenantPriority(tx, row.businessStoreId) : null;
  const candidates = origin
    ? await loadCandidates(tx, { headquarterId: row.headquarterId, serviceId, origin, now, countHours, priority })
    : [];
  const service = { origin: origin ?? { latitude: 0, longitude: 0 }, ready_at: minutesOf(now), type_id: row.typeId };
  const rankAt = (size: number) => (step: EscalationStep) => {
    const context: RankContext<Coordinates> = {
      now: minutesOf(now),
      travel,
      use_working_hours: diffusion.use_working_hours,
      priority_groups: priority?.groups ?? 0,
      settings: diffusion,
      size,
      radius_km: reachOf(step, diffusion).radius_km,
    };
    return rankForPlan(plan, service, candidates, context);
  };
  const round = (past.at(-1)?.round ?? 0) + 1;
  // A service that starts waiting while its origin's others are offered to a courier joins that courier's bundle.
  const joined = trigger.kind === "fresh" && origin ? await joinOpenBundles(tx, row, origin, round, diffusion, now) : [];
  if (joined.length > 0) {
    const [{ offer, route }] = joined;
    const facts = { now: minutesOf(now), step: offer.step, outcome: "offered" as const, answers: answersOf(past), route };
    const chosen = joined.map((j) => j.offer.messengerId);
    await recordDecision(tx, row.id, row.status, buildDecision(rankAt(1)(offer.step), { ...facts, chosen_ids: chosen }));
    await recordEvents(
      tx,
      joined.map((j) => offerEvent(j.offer, row)),
    );
    return;
  }
  const asked = new Set(past.map((o) => o.messengerId));
  const last = past.at(-1)?.step;
  const start =
    trigger.kind === "escalate" && last
      ? nextEscalation(diffusion, last, offerTargets(plan, rankAt(1)(last), reachOf(last, diffusion), asked).length > 0)
      : firstEscalation(diffusion);
  // Offers go out as a bundle with the other services waiting at the origin, unless the bundle would have to go further
  // down the escalation than the service alone (nobody near may take it whole).
  let bundle: BundledService[] = [{ row, round }];
  let found = walk(start, settings, rankAt(1), asked);
  const together = plan.kind === "offer" && origin ? await bundleOf(tx, row, origin, diffusion, now) : [];
  if (together.length > 1) {
    const whole = walk(start, settings, rankAt(together.length), asked);
    if (whole.targets.length > 0 && whole.step === found.step) [bundle, found] = [together, whole];
  }
  const { step, ranking, targets } = found;
  const answers = answersOf(past);
  const decide = async (outcome: "offered" | "unassigned", chosen: string[]) => {
    for (const { row: one, route } of bundle) {
      const facts = { now: minutesOf(now), step, outcome, chosen_ids: chosen, answers, route };
      await recordDecision(tx, one.id, one.status, buildDecision(ranking, facts));
    }
  };

  if (targets.length === 0) {
    if (trigger.kind === "fresh" && trigger.quiet) return;
    await decide("unassigned", []);
    const payload = { service: row.id, consecutive: row.consecutive };
    await recordEvents(tx, [{ name: DOMAIN_EVENTS.dispatchReturnedToDesk, headquarter: row.headquarterId, payload }]);
    return;
  }
  const deadline = new Date(now.getTime() + diffusion.acceptance_seconds * 1000);
  const values = targets.flatMap((c) => {
    // One bundle id per courier asked: what the courier accepts together.
    const bundleId = bundle.length > 1 ? randomUUID() : null;
    return bundle.map(({ row: one, round, route }) => ({
      headquarterId: one.headquarterId,
      serviceId: one.id,
      messengerId: c.id,
      round,
      step,
      sentAt: now,
      deadline,
      bundleId,
      stop: route?.stop ?? null,
    }));
  });
  const sent = await tx.insert(offers).values(values).onConflictDoNothing().returning();
  await decide(
    "offered",
    targets.map((c) => c.id),
  );
  const rows = new Map(bundle.map((b) => [b.row.id, b.row]));
  await recordEvents(
    tx,
    sent.map((offer) => offerEvent(offer, rows.get(offer.serviceId) ?? row)),
  );
}
