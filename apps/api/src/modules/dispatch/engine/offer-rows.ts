import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DOMAIN_EVENTS, type DomainEvent, decisionAnswerOf, type OfferAnswer, type OfferState } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { messengers, offers, users } from "../../../db/schema/index.js";
import { fullName } from "../../services/index.js";

type OfferRow = typeof offers.$inferSelect;
interface ServiceFact {
  id: string;
  headquarterId: string;
  consecutive: number;
}

/** offer.sent or offer.answered of one offer, for recordEvents. */
export function offerEvent(offer: OfferRow, service: ServiceFact): DomainEvent {
  const fact = { offer: offer.id, service: service.id, consecutive: service.consecutive, messenger: offer.messengerId };
  return offer.answer === null
    ? { name: DOMAIN_EVENTS.offerSent, headquarter: service.headquarterId, payload: { ...fact, deadline: offer.deadline.toISOString() } }
    : { name: DOMAIN_EVENTS.offerAnswered, headquarter: service.headquarterId, payload: { ...fact, answer: offer.answer } };
}

/** Every offer of the service, first round first, with its courier's name. */
export async function offersOfService(db: Db | Tx, serviceId: string) {
  const rows = await db
    .select({ offer: offers, firstName: users.firstName, lastName: users.lastName })
    .from(offers)
    .innerJoin(messengers, eq(messengers.id, offers.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(eq(offers.serviceId, serviceId))
    .orderBy(asc(offers.round), asc(offers.sentAt));
  return rows.map((r) => ({ ...r.offer, name: fullName(r) }));
}

/** The refusals and timeouts among the service's offers, as a decision names them. */
export function answersOf(past: readonly (OfferRow & { name: string })[]): OfferAnswer[] {
  return past.flatMap((o) => {
    const answer = o.answer === null ? null : decisionAnswerOf(o.answer);
    return answer ? [{ courier_id: o.messengerId, name: o.name, answer }] : [];
  });
}

/** Ends the service's open offers with `answer` (another courier won, the service left the wait) and records each. */
export async function closeOpenOffers(tx: Tx, service: ServiceFact, answer: OfferState) {
  const closed = await tx
    .update(offers)
    .set({ answer, answeredAt: sql`now()` })
    .where(and(eq(offers.serviceId, service.id), isNull(offers.answer)))
    .returning();
  return closed.map((offer) => offerEvent(offer, service));
}
