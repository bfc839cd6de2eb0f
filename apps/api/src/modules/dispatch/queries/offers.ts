import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { CourierOffer, DeskOffer } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengers, offers, serviceLocations, services, users } from "../../../db/schema/index.js";
import { fullName } from "../../services/index.js";

const addressAt = (type: "origin" | "destination") =>
  sql<string | null>`(select ${serviceLocations.address} from ${serviceLocations} where ${serviceLocations.serviceId} = ${services.id}
    and ${serviceLocations.type} = ${type} order by ${serviceLocations.position} limit 1)`;

/** The courier's open offers (deadline ahead), soonest deadline first (a bundle in route order), with the service they ask for. */
export async function courierOffers(db: Db, messengerId: string): Promise<CourierOffer[]> {
  const open = and(eq(offers.messengerId, messengerId), isNull(offers.answer), gt(offers.deadline, sql`now()`));
  const rows = await db
    .select({
      offer: offers,
      consecutive: services.consecutive,
      status: services.status,
      cost: services.calculatedCost,
      origin: addressAt("origin"),
      destination: addressAt("destination"),
    })
    .from(offers)
    .innerJoin(services, eq(services.id, offers.serviceId))
    .where(open)
    .orderBy(asc(offers.deadline), asc(offers.bundleId), asc(offers.stop));
  // A bundle's stops among its offers still open (another courier may have won one of them), in route order.
  const bundles = new Map<string, string[]>();
  for (const { offer } of rows) if (offer.bundleId) bundles.set(offer.bundleId, [...(bundles.get(offer.bundleId) ?? []), offer.id]);
  const bundleOf = (bundleId: string | null, offerId: string) => {
    const ids = bundleId ? (bundles.get(bundleId) ?? []) : [];
    return bundleId && ids.length > 1 ? { uuid: bundleId, stop: ids.indexOf(offerId) + 1, stops: ids.length } : null;
  };
  return rows.map((r) => ({
    uuid: r.offer.id,
    headquarter: r.offer.headquarterId,
    sent_at: r.offer.sentAt.toISOString(),
    deadline: r.offer.deadline.toISOString(),
    service: {
      uuid: r.offer.serviceId,
      consecutive: r.consecutive,
      status: r.status,
      origin: r.origin ?? "",
      destination: r.destination,
      calculated_cost: r.cost,
    },
    bundle: bundleOf(r.offer.bundleId, r.offer.id),
  }));
}

/**
 * The offers of the headquarter's services still waiting ('Por asignar'), oldest first (open ones and the answers), and
 * the accepted offer of a service whose courier stalled.
 */
export async function deskOffers(db: Db, headquarterId: string): Promise<DeskOffer[]> {
  const rows = await db
    .select({ offer: offers, firstName: users.firstName, lastName: users.lastName })
    .from(services)
    .innerJoin(offers, eq(offers.serviceId, services.id))
    .innerJoin(messengers, eq(messengers.id, offers.messengerId))
    .innerJoin(users, eq(users.id, messengers.userId))
    .where(
      and(
        eq(services.headquarterId, headquarterId),
        or(
          eq(services.status, "by_assign"),
          and(eq(services.status, "assigned"), eq(services.messengerId, offers.messengerId), isNotNull(offers.stalledAt)),
        ),
      ),
    )
    .orderBy(asc(offers.sentAt), asc(offers.id));
  return rows.map(({ offer, ...name }) => ({
    uuid: offer.id,
    service: offer.serviceId,
    messenger: { uuid: offer.messengerId, full_name: fullName(name) },
    step: offer.step,
    sent_at: offer.sentAt.toISOString(),
    deadline: offer.deadline.toISOString(),
    answer: offer.answer,
    answered_at: offer.answeredAt ? offer.answeredAt.toISOString() : null,
    stalled_at: offer.stalledAt ? offer.stalledAt.toISOString() : null,
  }));
}
