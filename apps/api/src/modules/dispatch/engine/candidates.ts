import { and, eq, inArray, sql } from "drizzle-orm";
import { CLOSED_STATUSES, type Coordinates, type DispatchCandidate, QUEUE_BUSY_STATUSES, workMinutesThrough } from "@despacho/domain";
import type { Tx } from "../../../db/client.js";
import { affiliations, messengers, services, users } from "../../../db/schema/index.js";
import { allowedServiceTypes } from "../../courier-service-types/index.js";
import type { CovenantPriority } from "../../covenants/index.js";
import { linkedTo, marksOf, userOfCourier } from "../../couriers/index.js";
import { queuePositionsAt } from "../../geozone-queue/index.js";
import { fullName } from "../../services/index.js";
import { engineTravel, type Stop, stopsOf } from "./origin.js";

/** Epoch minutes: the engine's clock in the API (docs/decisions/024). */
export const minutesOf = (date: Date) => date.getTime() / 60_000;

export interface FleetOf {
  headquarterId: string;
  now: Date;
  /** Whether working hours count (diffusion use_working_hours): then a courier's shift ends with its hours. */
  countHours: boolean;
}

/** Where a waiting service (or the services of one origin) is picked up and dropped off, and who its store puts first. */
export interface OriginFacts {
  origin: Coordinates;
  /** The drop-offs after the pickup: the longest of them must end before the courier's shift. */
  drops: readonly (readonly Stop[])[];
  /** The covenant priority groups of the service's business store (each courier's first group), when it has any. */
  priority: CovenantPriority | null;
}

export interface CandidatesFor extends FleetOf, Omit<OriginFacts, "drops"> {
  /** The waiting service, picked up at `origin`. */
  serviceId: string;
}

/** What is left of a courier's active services, in the order it took them: all stops until it picks up, then the drops. */
const stopsLeft = (work: readonly { status: string; stops: readonly Stop[] }[]) =>
  work.flatMap(({ status, stops }) => (status === "assigned" ? stops : stops.filter((s) => s.type === "destination")).map((s) => s.point));

/**
 * The online, linked couriers of the headquarter as the engine weighs them, in five reads: the couriers with their last
 * point, load and when they last became free; their blocks and hours (marksOf); the service types each may take; their
 * active services and the stops of those. A busy courier is free once it has travelled the rest of its work
 * (`free_at`). What depends on the origin (its queue, its store's priority groups, the trip before the shift ends) is
 * added by `candidatesAt`, once per origin.
 */
export async function loadFleet(tx: Tx, { headquarterId, now, countHours }: FleetOf) {
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
  // One after another: a transaction is one connection, which answers one statement at a time anyway.
  const marked = await marksOf(tx, headquarterId, rows, now);
  const ids = rows.map((row) => row.id);
  const serviceTypes = await allowedServiceTypes(tx, headquarterId, ids);
  const busy = and(
    eq(services.headquarterId, headquarterId),
    inArray(services.messengerId, ids),
    inArray(services.status, [...QUEUE_BUSY_STATUSES]),
  );
  const work = await tx
    .select({ id: services.id, messengerId: services.messengerId, status: services.status })
    .from(services)
    .where(busy)
    .orderBy(services.updatedAt);
  const stops = await stopsOf(
    tx,
    work.map((w) => w.id),
  );
  const nowMinutes = minutesOf(now);
  const couriers = marked.map((row) => {
    const located = row.latitude !== null && row.longitude !== null;
    const own = work.filter((w) => w.messengerId === row.id).map((w) => ({ status: w.status, stops: stops.get(w.id) ?? [] }));
    const position = located ? { latitude: row.latitude as number, longitude: row.longitude as number } : null;
    const freeSince = [row.onlineSince, row.freedAt].filter((d) => d !== null).map((d) => d.getTime());
    return { row, position, own, freeSince };
  });
  /** The couriers as a service picked up at `origin` sees them, with that origin's queue places (read by the caller). */
  return (facts: OriginFacts, queue: ReadonlyMap<string, number>) => {
    const { origin, priority } = facts;
    // Minutes from the pickup through the service's drops: its drop-off must come before the shift ends.
    const trip = Math.max(
      0,
      ...facts.drops.map((drops) => workMinutesThrough(engineTravel, origin, stopsLeft([{ status: "in_progress", stops: drops }]))),
    );
    return couriers.map(
      ({ row, position, own, freeSince }): DispatchCandidate<Coordinates> => ({
        id: row.id,
        name: fullName(row),
        // Unknown point: the antipode of the origin, so no radius holds it.
        position: position ?? farFrom(origin),
        free_at: position === null ? nowMinutes : nowMinutes + workMinutesThrough(engineTravel, position, stopsLeft(own)),
        active_services: row.active,
        online: true,
        blocked: row.blocked,
        working: !row.outOfHours,
        shift_ends_at: countHours && row.hoursEndAt !== null ? minutesOf(row.hoursEndAt) - trip : null,
        idle_since: row.active === 0 && freeSince.length > 0 ? Math.max(...freeSince) / 60_000 : null,
        rating: row.ratings > 0 ? row.rating : null,
        queue_position: queue.get(row.id) ?? null,
        priority_group: priority?.groupOf.get(row.id) ?? null,
        // The user-to-service-type filter: the types the courier may take, null (absent) for every type.
        service_type_ids: serviceTypes.get(row.id) ?? null,
        trip: null,
      }),
    );
  };
}
export type Fleet = Awaited<ReturnType<typeof loadFleet>>;

/** The couriers as the engine weighs them for one waiting service (loadFleet seen from its origin). */
export async function loadCandidates(tx: Tx, { serviceId, origin, priority, ...fleet }: CandidatesFor) {
  const couriersAt = await loadFleet(tx, fleet);
  const queue = await queuePositionsAt(tx, fleet.headquarterId, origin);
  const stops = await stopsOf(tx, [serviceId]);
  return couriersAt({ origin, drops: [stops.get(serviceId) ?? []], priority }, queue);
}

const farFrom = (origin: Coordinates): Coordinates => ({ latitude: -origin.latitude, longitude: origin.longitude + 180 });
