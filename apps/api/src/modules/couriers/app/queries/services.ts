import { and, count, desc, eq, exists, inArray, sql } from "drizzle-orm";
import {
  type CourierService,
  LINKED_AFFILIATION_STATUSES,
  type ProofRules,
  QUEUE_BUSY_STATUSES,
  type ServiceStatus,
} from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { affiliations, offers, services, serviceTypes } from "../../../../db/schema/index.js";
import type { Window } from "../../../../pagination.js";

/** The service's headquarter is one where the courier is linked now. */
export const linkedToServiceHeadquarter = (db: Db, messengerId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(affiliations)
      .where(
        and(
          eq(affiliations.messengerId, messengerId),
          eq(affiliations.headquarterId, services.headquarterId),
          inArray(affiliations.status, [...LINKED_AFFILIATION_STATUSES]),
        ),
      ),
  );

/** GET /api/courier/services/: ids of the courier's services in headquarters where they are linked, newest first. */
export async function courierServiceIds(db: Db, messengerId: string, win: Window, status?: ServiceStatus) {
  const where = and(
    eq(services.messengerId, messengerId),
    status ? eq(services.status, status) : undefined,
    linkedToServiceHeadquarter(db, messengerId),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: services.id })
      .from(services)
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(services).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** The proof rules of each service's type, by service id. */
export async function proofRulesOf(db: Db, ids: string[]): Promise<Map<string, ProofRules>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, rules: serviceTypes.proofRules })
    .from(services)
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .where(inArray(services.id, ids));
  return new Map(rows.map((row) => [row.id, row.rules]));
}

/**
 * issue 22 bundling: each of the courier's active services taken as part of a bundle, with its place in the route among
 * those of the bundle still in hand (one delivered, the next is stop 1), by service id.
 */
export async function routeOrdersOf(db: Db, messengerId: string, ids: string[]): Promise<Map<string, CourierService["order"]>> {
  const orders = new Map<string, CourierService["order"]>();
  if (ids.length === 0) return orders;
  const bundled = db
    .select({ bundleId: offers.bundleId })
    .from(offers)
    .where(and(eq(offers.messengerId, messengerId), eq(offers.answer, "accepted"), inArray(offers.serviceId, ids)));
  const rows = await db
    .select({ serviceId: offers.serviceId, bundleId: offers.bundleId })
    .from(offers)
    .innerJoin(services, eq(services.id, offers.serviceId))
    .where(
      and(
        inArray(offers.bundleId, bundled),
        eq(offers.messengerId, messengerId),
        eq(offers.answer, "accepted"),
        eq(services.messengerId, messengerId),
        inArray(services.status, [...QUEUE_BUSY_STATUSES]),
      ),
    )
    .orderBy(offers.bundleId, offers.stop);
  const byBundle = new Map<string, string[]>();
  for (const row of rows) if (row.bundleId) byBundle.set(row.bundleId, [...(byBundle.get(row.bundleId) ?? []), row.serviceId]);
  for (const [uuid, inRoute] of byBundle) {
    if (inRoute.length < 2) continue;
    for (const [i, serviceId] of inRoute.entries()) orders.set(serviceId, { uuid, stop: i + 1, stops: inRoute.length });
  }
  return orders;
}
