import { and, eq, isNull, notExists, sql } from "drizzle-orm";
import {
  buildDecision,
  bundleRoutes,
  type Coordinates,
  DOMAIN_EVENTS,
  type DispatchService,
  type EscalationStep,
  HOLD_MINUTES,
  type Match,
  matchPass,
  type OriginView,
  type RankContext,
  rankForPlan,
  reachOf,
  routeOrder,
} from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { covenantPriority } from "../../covenants/index.js";
import { queuePositionsAt } from "../../geozone-queue/index.js";
import { applyAction, systemScope } from "../../services/index.js";
import { courierHasRoom } from "./capacity.js";
import { loadFleet, minutesOf } from "./candidates.js";
import { lastOutcomes, recordDecision } from "./history.js";
import { engineTravel as travel, type Stop, stopsOf } from "./origin.js";
import type { HeadquarterDispatch } from "./settings.js";

/** How many waiting services one pass weighs at most, oldest first. */
export const PASS_LIMIT = 50;

type ServiceRow = typeof services.$inferSelect;

/**
 * What one pass did: how many services it assigned, how many still wait among those it weighed, and how many of those
 * it held for a courier busy a little longer (HOLD_MINUTES: they are weighed again by a later pass, not sent to the desk).
 */
export interface PassOutcome {
  assigned: number;
  left: number;
  held: number;
}

/**
 * The headquarter's waiting services (no courier, no open offer): the one that started the pass, then the oldest,
 * locked; one another pass or decision holds is skipped, so two nodes never weigh the same service.
 */
function claimWaiting(tx: Tx, headquarterId: string, trigger: string | null) {
  const open = tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.serviceId, services.id), isNull(offers.answer)));
  return tx
    .select()
    .from(services)
    .where(and(eq(services.headquarterId, headquarterId), eq(services.status, "by_assign"), isNull(services.messengerId), notExists(open)))
    .orderBy(sql`${services.id} = ${trigger} desc nulls last`, services.createdAt)
    .limit(PASS_LIMIT)
    .for("update", { skipLocked: true });
}

interface Located {
  row: ServiceRow;
  origin: Coordinates;
  stops: Stop[];
  /** Its origin point and business store: services with one key see the couriers alike and may go together. */
  key: string;
}

/** The couriers as each origin of the pass sees them: its geozone's queue, its store's covenant groups, its drop-offs. */
async function viewsOf(tx: Tx, settings: HeadquarterDispatch, located: readonly Located[], now: Date) {
  const couriersAt = await loadFleet(tx, {
    headquarterId: located[0].row.headquarterId,
    now,
    countHours: settings.diffusion.use_working_hours,
  });
  const views = new Map<string, OriginView<Coordinates>>();
  for (const key of new Set(located.map((l) => l.key))) {
    const same = located.filter((l) => l.key === key);
    const [{ row, origin }] = same;
    // One after another: a transaction is one connection, which answers one statement at a time anyway.
    const queue = await queuePositionsAt(tx, row.headquarterId, origin);
    const priority = row.businessStoreId ? await covenantPriority(tx, row.businessStoreId) : null;
    const candidates = couriersAt({ origin, drops: same.map((l) => l.stops), priority }, queue);
    views.set(key, { candidates, priority_groups: priority?.groups ?? 0 });
  }
  return views;
}

/** The steps an assigning plan widens through: each step's radius, until the desk. */
const stepsOf = (settings: HeadquarterDispatch) => settings.diffusion.escalation.filter((step) => step !== "desk");

/**
 * issue 22, docs/decisions/024: one engine pass of an assigning plan (nearest free courier, `auto_assignment_queued`)
 * over every waiting service of the headquarter at once. The domain's `matchPass` matches them with the online couriers
 * (bundled by origin as the offer plans bundle; the best pairs across every service first, in queue order for the queued
 * mode; never two couriers for a service, never a courier over its maximum), widening the radius step by step for what
 * is left. Each match is assigned through the services' own assign, the courier's row locked and its load counted
 * again (another node may have given it work meanwhile: then the services wait for the next pass), and each service
 * gets the decision it was matched on. A service whose best courier is busy for more than HOLD_MINUTES is held (the
 * benchmark's rolling horizon): no wider radius, no desk, weighed again by a later pass; its history says once whom it
 * waits for. When the pass assigns nothing, `trigger` (a service that just started waiting) and every service held
 * before that nobody may take now are told back to the desk, with its alert.
 */
export async function assignPass(tx: Tx, settings: HeadquarterDispatch, headquarterId: string, trigger: string | null, now: Date) {
  const rows = await claimWaiting(tx, headquarterId, trigger);
  const outcome: PassOutcome = { assigned: 0, left: rows.length, held: 0 };
  if (rows.length === 0) return outcome;
  const stops = await stopsOf(
    tx,
    rows.map((r) => r.id),
  );
  const located = rows.flatMap((row): Located[] => {
    const own = stops.get(row.id) ?? [];
    const origin = own.find((s) => s.type === "origin")?.point;
    // An origin without coordinates measures nobody: it waits for the desk.
    return origin ? [{ row, origin, stops: own.filter((s) => s.type === "destination"), key: keyOf(origin, row.businessStoreId) }] : [];
  });
  const views = located.length > 0 ? await viewsOf(tx, settings, located, now) : new Map<string, OriginView<Coordinates>>();
  const byId = new Map(located.map((l) => [l.row.id, l]));
  const { diffusion, plan } = settings;
  const context = (view: OriginView<Coordinates>, step: EscalationStep, size: number): RankContext<Coordinates> => ({
    now: minutesOf(now),
    travel,
    use_working_hours: diffusion.use_working_hours,
    priority_groups: view.priority_groups,
    settings: diffusion,
    size,
    radius_km: reachOf(step, diffusion).radius_km,
  });

  let waiting = located.map((l) => serviceOf(l, now));
  const taken = new Set<string>();
  const held = new Map<string, { match: Match<Coordinates>; step: EscalationStep }>();
  for (const step of stepsOf(settings)) {
    if (waiting.length === 0) break;
    const free = (view: OriginView<Coordinates>) => ({ ...view, candidates: view.candidates.filter((c) => !taken.has(c.id)) });
    const [first] = views.values();
    const result = matchPass({
      now: minutesOf(now),
      services: waiting,
      candidates: first ? free(first).candidates : [],
      settings: diffusion,
      travel,
      radius_km: reachOf(step, diffusion).radius_km,
      hold_minutes: HOLD_MINUTES,
      viewAt: (key) => free(views.get(key) ?? { candidates: [] }),
      order: plan.kind !== "manual" && plan.source === "queue" ? "queue" : "score",
    });
    for (const match of result.matches) {
      taken.add(match.courier.id);
      const assigned = await assignMatch(tx, match, byId, step, (view, size) => context(view, step, size), views, settings);
      outcome.assigned += assigned;
      outcome.left -= assigned;
    }
    for (const match of result.held) for (const service of match.services) held.set(service.id, { match, step });
    waiting = result.unmatched;
  }
  outcome.held = held.size;
  const unmatched = outcome.assigned === 0 ? waiting.map((s) => s.id) : [];
  const newest = await lastOutcomes(tx, [...held.keys(), ...unmatched]);
  for (const [id, { match, step }] of held) {
    // Said once, not at every pass that holds it again.
    if (newest.get(id) === "held") continue;
    const row = byId.get(id)?.row;
    const { ranking, now: at } = rankingOf(match, views, (view, size) => context(view, step, size), settings);
    if (row)
      await recordDecision(
        tx,
        id,
        row.status,
        buildDecision(ranking, { now: at, step, outcome: "held", chosen_ids: [match.courier.id], answers: [] }),
      );
  }
  if (outcome.assigned > 0) return outcome;
  // The service that started the pass, and any held before that nobody may take now, go back to the desk.
  const left = new Set(unmatched);
  const toDesk = rows.filter((row) => !held.has(row.id) && (row.id === trigger || (left.has(row.id) && newest.get(row.id) === "held")));
  for (const row of toDesk) {
    // An origin without coordinates measures nobody: no candidate at all.
    const located = byId.get(row.id);
    const view = (located && views.get(located.key)) || { candidates: [] };
    const origin = located?.origin ?? { latitude: 0, longitude: 0 };
    await backToDesk(tx, row, origin, view, context(view, "desk", 1), settings);
  }
  return outcome;
}

/** The couriers ranked for a match's bundle at its size, as each of its services' decisions records them. */
function rankingOf(
  match: Match<Coordinates>,
  views: ReadonlyMap<string, OriginView<Coordinates>>,
  contextOf: (view: OriginView<Coordinates>, size: number) => RankContext<Coordinates>,
  settings: HeadquarterDispatch,
) {
  const [first] = match.services;
  const view = views.get(first.origin_key) ?? { candidates: [] };
  const context = contextOf(view, match.services.length);
  return { ranking: rankForPlan(settings.plan, first, view.candidates, context), now: context.now };
}

/** Services with the same origin point and business store: one key. */
const keyOf = (origin: Coordinates, businessStoreId: string | null) => `${origin.latitude},${origin.longitude}|${businessStoreId ?? ""}`;

/** A waiting service as the engine weighs it: ready since it started waiting. */
const serviceOf = (located: Located, now: Date): DispatchService<Coordinates> => ({
  id: located.row.id,
  origin: located.origin,
  destination: located.stops[0]?.point ?? located.origin,
  origin_key: located.key,
  ready_at: Math.min(minutesOf(located.row.createdAt), minutesOf(now)),
  type_id: located.row.typeId,
});

/**
 * Gives the match's services to its courier in route order (nearer customers first, as routeOrder says), each with the
 * decision it was matched on: the couriers ranked for it at the bundle's size, the chosen one, its stop in the route.
 * Nothing when the courier has no room for them all any more.
 */
async function assignMatch(
  tx: Tx,
  match: Match<Coordinates>,
  byId: ReadonlyMap<string, Located>,
  step: EscalationStep,
  contextOf: (view: OriginView<Coordinates>, size: number) => RankContext<Coordinates>,
  views: ReadonlyMap<string, OriginView<Coordinates>>,
  settings: HeadquarterDispatch,
): Promise<number> {
  const [first] = match.services;
  const headquarterId = byId.get(first.id)?.row.headquarterId ?? "";
  const size = match.services.length;
  if (!(await courierHasRoom(tx, headquarterId, match.courier.id, settings.diffusion.max_active_services, size))) return 0;
  const { order } = routeOrder(
    first.origin,
    match.services.map((s) => ({ id: s.id, point: s.destination })),
    travel,
  );
  const inOrder = order.flatMap((id) => byId.get(id) ?? []);
  const routes = bundleRoutes(inOrder.map((l) => ({ id: l.row.id, consecutive: l.row.consecutive })));
  const { ranking, now } = rankingOf(match, views, contextOf, settings);
  for (const { row } of inOrder) {
    await applyAction(tx, systemScope(headquarterId), row.id, "assign", { messenger: match.courier.id });
    const facts = {
      now,
      step,
      outcome: "assigned" as const,
      chosen_ids: [match.courier.id],
      answers: [],
      route: routes.get(row.id),
    };
    await recordDecision(tx, row.id, row.status, buildDecision(ranking, facts));
  }
  return inOrder.length;
}

/** Nobody took the service that started the pass: the desk's decision (why nobody) and its alert. */
async function backToDesk(
  tx: Tx,
  row: ServiceRow,
  origin: Coordinates,
  view: OriginView<Coordinates>,
  context: RankContext<Coordinates>,
  settings: HeadquarterDispatch,
) {
  const service = { origin, ready_at: context.now, type_id: row.typeId };
  const ranking = rankForPlan(settings.plan, service, view.candidates, context);
  const facts = { now: context.now, step: "desk" as const, outcome: "unassigned" as const, chosen_ids: [], answers: [] };
  await recordDecision(tx, row.id, row.status, buildDecision(ranking, facts));
  const payload = { service: row.id, consecutive: row.consecutive };
  await recordEvents(tx, [{ name: DOMAIN_EVENTS.dispatchReturnedToDesk, headquarter: row.headquarterId, payload }]);
}
