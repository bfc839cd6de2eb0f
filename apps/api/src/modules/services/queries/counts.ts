import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { ACTIVE_STATUSES, SERVICE_STATUSES, type ServiceCounts, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { messengers, services, users } from "../../../db/schema/index.js";
import { courierNames, userOfCourier } from "../../couriers/index.js";
import { presentMessengerName } from "../presenter.js";
import { inScope, type Scope } from "../scope.js";
import { statusTotals } from "./totals.js";

// spec §3 counts by status: service_totals for the headquarter, the services themselves for a business user.
export async function countByStatus(db: Db, scope: Scope, zone: string, currentDate?: string): Promise<ServiceCounts> {
  const counts = Object.fromEntries(SERVICE_STATUSES.map((s) => [s, 0])) as ServiceCounts;
  const rows = scope.business
    ? await countOwnByStatus(db, scope, zone, currentDate)
    : await statusTotals(db, scope.headquarterId, SERVICE_STATUSES, currentDate);
  for (const r of rows) counts[r.status] = r.count;
  return counts;
}

async function countOwnByStatus(db: Db, scope: Scope, zone: string, currentDate?: string) {
  const day = currentDate ? zonedDay(zone, currentDate) : null;
  return db
    .select({ status: services.status, count: count() })
    .from(services)
    .where(and(inScope(scope), day ? gte(services.createdAt, day.start) : undefined, day ? lt(services.createdAt, day.end) : undefined))
    .groupBy(services.status);
}

/** Active services whose novelty fields are filled (or empty, with the flag false). */
export async function countNovelties(db: Db, scope: Scope, withNovelties: boolean): Promise<number> {
  const filled = sql`${services.noveltyFields} <> '{}'::jsonb`;
  const [row] = await db
    .select({ count: count() })
    .from(services)
    .where(and(inScope(scope), inArray(services.status, [...ACTIVE_STATUSES]), withNovelties ? filled : sql`not (${filled})`));
  return row.count;
}

/** Active services per messenger, busiest first. */
export async function groupedByCollaborator(db: Db, scope: Scope) {
  const rows = await db
    .select({
      id: messengers.id,
      ...courierNames,
      status: services.status,
      count: count(),
    })
    .from(services)
    .innerJoin(messengers, eq(messengers.id, services.messengerId))
    .innerJoin(users, userOfCourier)
    .where(
      and(
        inScope(scope),
        isNotNull(services.messengerId),
        inArray(services.status, [...ACTIVE_STATUSES]),
        ne(services.status, "by_assign"),
      ),
    )
    .groupBy(messengers.id, users.id, services.status)
    .orderBy(desc(count()));
  const groups = new Map<string, { messenger: ReturnType<typeof presentMessengerName>; count: number; statuses: Record<string, number> }>();
  for (const r of rows) {
    const group = groups.get(r.id) ?? { messenger: presentMessengerName(r), count: 0, statuses: {} };
    group.count += r.count;
    group.statuses[r.status] = r.count;
    groups.set(r.id, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || a.messenger.full_name.localeCompare(b.messenger.full_name, "es"));
}
