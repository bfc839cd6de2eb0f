import { and, asc, eq, sql } from "drizzle-orm";
import { buildDecision, bundleRoutes, type DispatchDecision, OFFER_MESSAGES, type RouteStopOf } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { offers, services } from "../../../db/schema/index.js";
import { AppError, notFound } from "../../../errors.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { applyAction, systemScope } from "../../services/index.js";
import { courierHasRoom } from "../engine/capacity.js";
import { lastDecision, recordDecision } from "../engine/history.js";
import { courierKmToOrigin } from "../engine/origin.js";
import { answersOf, closeOpenOffers, offerEvent, offersOfService } from "../engine/offer-rows.js";
import { dispatchOf } from "../engine/settings.js";

const gone = () => new AppError("CONFLICT", OFFER_MESSAGES.gone);

/**
 * The courier's own offer, its service row locked first (the lock every answer and the engine take, so two accepts of
 * one service run one after the other), then the offer; another courier's offer is a 404, one no longer open a 409.
 */
async function lockOpenOffer(tx: Tx, messengerId: string, offerId: string) {
  const [mine] = await tx
    .select({ serviceId: offers.serviceId })
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.messengerId, messengerId)));
  if (!mine) throw notFound();
  const [service] = await tx.select().from(services).where(eq(services.id, mine.serviceId)).for("update");
  const [offer] = await tx
    .select({ row: offers, open: sql<boolean>`${offers.answer} is null and ${offers.deadline} > now()` })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for("update");
  if (!offer.open) throw gone();
  return { service, offer: offer.row };
}

/**
 * Accepts one open offer in the caller's transaction: the service is assigned to the courier through the services' own
 * assign (history, events, counts as an operator's, by the system), the other open offers are withdrawn and the decision
 * goes on the history, with the service's place in the route when it came in a bundle accepted whole.
 */
async function acceptIn(tx: Tx, messengerId: string, offerId: string, route: RouteStopOf | undefined) {
  const { service, offer } = await lockOpenOffer(tx, messengerId, offerId);
  if (service.status !== "by_assign" || service.messengerId !== null) throw gone();
  const { diffusion } = await dispatchOf(tx, service.headquarterId);
  if (!(await courierHasRoom(tx, service.headquarterId, messengerId, diffusion.max_active_services))) {
    throw new AppError("CONFLICT", OFFER_MESSAGES.atCapacity);
  }
  await applyAction(tx, systemScope(service.headquarterId), service.id, "assign", { messenger: messengerId });
  const acceptedKm = await courierKmToOrigin(tx, service.id, messengerId);
  const [accepted] = await tx
    .update(offers)
    .set({ answer: "accepted", answeredAt: sql`now()`, acceptedKm })
    .where(eq(offers.id, offer.id))
    .returning();
  const withdrawn = await closeOpenOffers(tx, service, "withdrawn");
  const sent = await lastDecision(tx, service.id);
  const answers = answersOf(await offersOfService(tx, service.id));
  const decision: DispatchDecision = sent
    ? { ...sent, outcome: "assigned", chosen_ids: [messengerId], answers, route }
    : buildDecision(
        { ranked: [], excluded: [] },
        { now: 0, step: offer.step, outcome: "assigned", chosen_ids: [messengerId], answers, route },
      );
  await recordDecision(tx, service.id, "assigned", decision);
  await recordEvents(tx, [offerEvent(accepted, service), ...withdrawn]);
}

/** POST /api/courier/offers/{id}/accept/: the first accept of an open offer wins; a late or lost accept, or a courier at their limit, is a 409 that changes nothing. */
export async function acceptOffer(db: Db, messengerId: string, offerId: string): Promise<void> {
  await db.transaction((tx) => acceptIn(tx, messengerId, offerId, undefined));
}

/** Ends the offer refused in the caller's transaction; the engine's consumer moves the escalation. */
async function refuseIn(tx: Tx, messengerId: string, offerId: string) {
  const { service, offer } = await lockOpenOffer(tx, messengerId, offerId);
  const [refused] = await tx.update(offers).set({ answer: "refused", answeredAt: sql`now()` }).where(eq(offers.id, offer.id)).returning();
  await recordEvents(tx, [offerEvent(refused, service)]);
}

/** POST /api/courier/offers/{id}/refuse/: the offer ends refused; the engine's consumer moves the escalation. */
export async function refuseOffer(db: Db, messengerId: string, offerId: string): Promise<void> {
  await db.transaction((tx) => refuseIn(tx, messengerId, offerId));
}

/** The courier's offers of one bundle, in route order, with their services' consecutives; another courier's bundle is a 404. */
async function bundleOffers(tx: Tx, messengerId: string, bundleId: string) {
  const rows = await tx
    .select({ id: offers.id, serviceId: offers.serviceId, consecutive: services.consecutive })
    .from(offers)
    .innerJoin(services, eq(services.id, offers.serviceId))
    .where(and(eq(offers.bundleId, bundleId), eq(offers.messengerId, messengerId)))
    .orderBy(asc(offers.stop));
  if (rows.length === 0) throw notFound();
  return rows;
}

/** By service id: every answer locks its services in one order, so two answers of one bundle never wait on each other. */
const byService = (a: { serviceId: string }, b: { serviceId: string }) => (a.serviceId < b.serviceId ? -1 : 1);

/**
 * POST /api/courier/offer-bundles/{id}/accept/: every offer of the bundle at once, or none. Each is counted against the
 * courier's maximum of active services in turn, so a bundle over it is a 409 that changes nothing, as is a bundle one of
 * whose services another courier already took. Each service's history says its stop in the route.
 */
export async function acceptBundle(db: Db, messengerId: string, bundleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inRoute = await bundleOffers(tx, messengerId, bundleId);
    const routes = bundleRoutes(inRoute.map((o) => ({ id: o.serviceId, consecutive: o.consecutive })));
    for (const offer of [...inRoute].sort(byService)) await acceptIn(tx, messengerId, offer.id, routes.get(offer.serviceId));
  });
}

/** POST /api/courier/offer-bundles/{id}/refuse/: every offer of the bundle refused at once, or none (409 when one is no longer open). */
export async function refuseBundle(db: Db, messengerId: string, bundleId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inRoute = await bundleOffers(tx, messengerId, bundleId);
    for (const offer of [...inRoute].sort(byService)) await refuseIn(tx, messengerId, offer.id);
  });
}
