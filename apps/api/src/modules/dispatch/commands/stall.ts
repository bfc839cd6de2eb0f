import { and, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { DIFFUSION_LIMITS, DOMAIN_EVENTS, diffusionOf, hasStalled, stallMinutesOf } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { headquarters, offers, services } from "../../../db/schema/index.js";
import { recordEvents } from "../../../plugins/domain-events.js";
import { courierKmToOrigin } from "../engine/origin.js";

// Only offers accepted between the shortest and the longest stall time a headquarter may set are looked at, so the
// sweep reads a window of the index, not every offer ever accepted.
const { min, max } = DIFFUSION_LIMITS.stallMinutes;
const LATEST = sql`now() - make_interval(mins => ${min})`;
const EARLIEST = sql`now() - make_interval(mins => ${max + 1})`;

/**
 * issue 22: flags the couriers who accepted a service and, after the headquarter's stall minutes, have not come closer
 * to its origin (hasStalled); each is flagged once (stalled_at) and recorded as dispatch.courier-stalled for the desk.
 * Run by the jobs poll. Answers how many it flagged.
 */
export async function flagStalledCouriers(db: Db, now = new Date()): Promise<number> {
  const accepted = await db
    .select({
      id: offers.id,
      serviceId: offers.serviceId,
      messengerId: offers.messengerId,
      acceptedKm: offers.acceptedKm,
      answeredAt: offers.answeredAt,
      headquarterId: offers.headquarterId,
      consecutive: services.consecutive,
      settings: headquarters.settings,
    })
    .from(offers)
    .innerJoin(
      services,
      and(eq(services.id, offers.serviceId), eq(services.messengerId, offers.messengerId), eq(services.status, "assigned")),
    )
    .innerJoin(headquarters, eq(headquarters.id, offers.headquarterId))
    .where(and(eq(offers.answer, "accepted"), isNull(offers.stalledAt), lte(offers.answeredAt, LATEST), gte(offers.answeredAt, EARLIEST)));
  const stalled: typeof accepted = [];
  for (const offer of accepted) {
    const due = (offer.answeredAt?.getTime() ?? 0) + stallMinutesOf(diffusionOf(offer.settings)) * 60_000;
    if (due > now.getTime()) continue;
    if (hasStalled(offer.acceptedKm, await courierKmToOrigin(db, offer.serviceId, offer.messengerId))) stalled.push(offer);
  }
  if (stalled.length === 0) return 0;
  return db.transaction(async (tx) => {
    const flagged = await tx
      .update(offers)
      .set({ stalledAt: sql`now()` })
      .where(
        and(
          inArray(
            offers.id,
            stalled.map((o) => o.id),
          ),
          isNull(offers.stalledAt),
        ),
      )
      .returning({ id: offers.id });
    const ids = new Set(flagged.map((f) => f.id));
    await recordEvents(
      tx,
      stalled
        .filter((o) => ids.has(o.id))
        .map((o) => ({
          name: DOMAIN_EVENTS.courierStalled,
          headquarter: o.headquarterId,
          payload: { service: o.serviceId, consecutive: o.consecutive, messenger: o.messengerId },
        })),
    );
    return flagged.length;
  });
}
