import { and, eq, inArray, sql } from "drizzle-orm";
import { CLOSED_STATUSES, type Coordinates, type DispatchCandidate, QUEUE_BUSY_STATUSES } from "@despacho/domain";
import type { Db, Tx } from "../../../db/client.js";
import { affiliations, messengers, services, users } from "../../../db/schema/index.js";
import { allowedServiceTypes } from "../../courier-service-types/index.js";
import { linkedTo, marksOf, userOfCourier } from "../../couriers/index.js";
import { queuePositionsAt } from "../../geozone-queue/index.js";
import { fullName } from "../../services/index.js";

/** Epoch minutes: the engine's clock in the API (docs/decisions/024). */
export const minutesOf = (date: Date) => date.getTime() / 60_000;

/**
 * The online, linked couriers of the headquarter as the engine weighs them for a service picked up at `origin`, in five
 * reads: the couriers with their last point, load and when they last became free; their blocks and hours (marksOf); the
 * queue of the origin's queued zone; the service types each may take. A courier whose point is unknown stands nowhere: beyond every radius.
 */
export async function loadCandidates(tx: Tx, headquarterId: string, origin: Coordinates, now: Date) {
  const mine = and(eq(services.messengerId, affiliations.messengerId), eq(services.headquarterId, headquarterId));
  const rows = await tx
    .select({
      id: messengers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      latitude: messengers.latitude,
      longitude: messengers.longitude,
      rating: messengers.rating,
      ratings: messengers.ratingCounter,
      onlineSince: affiliations.onlineChangedAt,
      active:
        sql<number>`(select count(*) from ${services} where ${mine} and ${inArray(services.status, [...QUEUE_BUSY_STATUSES])})`.mapWith(
          Number,
        ),
      freedAt:
        sql<Date | null>`(select max(${services.updatedAt}) from ${services} where ${mine} and ${inArray(services.status, [...CLOSED_STATUSES])})`.mapWith(
          (value) => (value === null ? null : new Date(value)),
        ),
    })
    .from(messengers)
    .innerJoin(users, userOfCourier)
    .innerJoin(affiliations, linkedTo(headquarterId))
    .where(eq(affiliations.isOnline, true));
  const db = tx as unknown as Db;
  // One after another: a transaction is one connection, which answers one statement at a time anyway.
  const marked = await marksOf(db, headquarterId, rows, now);
  const queue = await queuePositionsAt(db, headquarterId, origin);
  const serviceTypes = await allowedServiceTypes(
    db,
    headquarterId,
    rows.map((row) => row.id),
  );
  const nowMinutes = minutesOf(now);
  return marked.map((row): DispatchCandidate<Coordinates> => {
    const located = row.latitude !== null && row.longitude !== null;
    const freeSince = [row.onlineSince, row.freedAt].filter((d) => d !== null).map((d) => d.getTime());
    return {
      id: row.id,
      name: fullName(row),
      // Unknown point: the antipode of the origin, so no radius holds it.
      position: located ? { latitude: row.latitude as number, longitude: row.longitude as number } : farFrom(origin),
      free_at: nowMinutes,
      active_services: row.active,
      online: true,
      blocked: row.blocked,
      working: !row.outOfHours,
      shift_ends_at: null,
      idle_since: row.active === 0 && freeSince.length > 0 ? Math.max(...freeSince) / 60_000 : null,
      rating: row.ratings > 0 ? row.rating : null,
      queue_position: queue.get(row.id) ?? null,
      priority_group: null,
      // The user-to-service-type filter: the types the courier may take, null (absent) for every type.
      service_type_ids: serviceTypes.get(row.id) ?? null,
    };
  });
}

const farFrom = (origin: Coordinates): Coordinates => ({ latitude: -origin.latitude, longitude: origin.longitude + 180 });
