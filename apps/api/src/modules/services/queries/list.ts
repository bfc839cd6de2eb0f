import { and, count, eq, type SQL, sql, sum } from "drizzle-orm";
import { type Service, type ServiceFilter, type ServiceStatus, statusGroup } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { headquarters, services } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { anyStatusCondition, baseConditions, statusCondition, statusesFor } from "./filters.js";
import { storeListingOrder } from "../../business-stores/index.js";
import type { Scope } from "../scope.js";
import { deskPage } from "./desk-page.js";
import { loadServices } from "./load.js";
import { type StatusTotals, statusTotals, totalsAnswer } from "./totals.js";

export type Direction = "asc" | "desc";

/**
 * spec §4: consecutives ascending with listing-order setting 1, else descending. Business users
 * use the business's listing order (its store's), the headquarter's while it has no store.
 */
export async function listingDirection(db: Db, scope: Scope): Promise<Direction> {
  const own =
    scope.business && scope.userId ? await storeListingOrder(db, { headquarterId: scope.headquarterId, userId: scope.userId }) : null;
  if (own !== null) return own === 1 ? "asc" : "desc";
  const [hq] = await db.select({ settings: headquarters.settings }).from(headquarters).where(eq(headquarters.id, scope.headquarterId));
  return hq?.settings.service_listing_order === 1 ? "asc" : "desc";
}

/**
 * The ids of one page in the spec §4 display order. One index range scan per status on
 * (headquarter_id, status, consecutive), each stopping after offset+limit rows, then a sort of
 * those few rows by group and consecutive: a million finished services cost nothing to the
 * first pages of the desktop.
 */
async function pageIds(db: Db, where: SQL, statuses: ServiceStatus[], filter: ServiceFilter, win: Window, dir: Direction) {
  const order = dir === "asc" ? sql`asc` : sql`desc`;
  const enough = win.offset + win.limit;
  const parts = statuses.map(
    (status) =>
      sql`(select ${services.id} as id, ${services.consecutive} as consecutive, ${statusGroup(status)}::int as grp from ${services}
        where ${and(where, statusCondition(status, filter))} order by ${services.consecutive} ${order} limit ${enough})`,
  );
  const result = await db.execute(
    sql`select id from (${sql.join(parts, sql` union all `)}) as page order by grp asc, consecutive ${order} limit ${win.limit} offset ${win.offset}`,
  );
  // node-postgres answers { rows }.
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}

type Totals = Pick<StatusTotals, "count" | "calculatedCost" | "totalCost">;

export interface ServicePage {
  ids: string[];
  count: number;
  totalCalculatedCost: number;
  totalCost: number;
}

/** Count and sums of every matching service, added up row by row. */
async function aggregateTotals(db: Db, where: SQL, statuses: ServiceStatus[], filter: ServiceFilter): Promise<Totals> {
  const [totals] = await db
    .select({
      count: count(),
      calculatedCost: sum(services.calculatedCost).mapWith(Number),
      totalCost: sum(sql`${services.calculatedCost} + ${services.requiredValue}`).mapWith(Number),
    })
    .from(services)
    .where(and(where, anyStatusCondition(statuses, filter)));
  return { count: totals.count, calculatedCost: totals.calculatedCost ?? 0, totalCost: totals.totalCost ?? 0 };
}

async function tableTotals(db: Db, headquarterId: string, statuses: ServiceStatus[], day?: string): Promise<Totals> {
  const rows = await statusTotals(db, headquarterId, statuses, day);
  return rows.reduce(
    (t, r) => ({ count: t.count + r.count, calculatedCost: t.calculatedCost + r.calculatedCost, totalCost: t.totalCost + r.totalCost }),
    {
      count: 0,
      calculatedCost: 0,
      totalCost: 0,
    },
  );
}

export async function listServiceIds(
  db: Db,
  scope: Scope,
  filter: ServiceFilter,
  win: Window,
  direction: Promise<Direction>,
  zone: string,
): Promise<ServicePage> {
  const statuses = statusesFor(filter);
  if (statuses.length === 0) return { ids: [], count: 0, totalCalculatedCost: 0, totalCost: 0 };
  const where = baseConditions(scope, filter, zone);
  const [ids, totals] = await Promise.all([
    direction.then((dir) => pageIds(db, where, statuses, filter, win, dir)),
    totalsAnswer(scope, filter, statuses)
      ? tableTotals(db, scope.headquarterId, statuses, filter.current_date)
      : aggregateTotals(db, where, statuses, filter),
  ]);
  return { ids, count: totals.count, totalCalculatedCost: totals.calculatedCost, totalCost: totals.totalCost };
}

export interface ServiceListing {
  services: Service[];
  count: number;
  totalCalculatedCost: number;
  totalCost: number;
}

/**
 * A page of services presented, with the count and sums of every matching one. The desk's own question (what
 * service_totals answers) reads its page, the page's locations and the totals in three prepared statements sent at
 * once (desk-page.ts); any other reads the page's ids, then presents them.
 */
export async function listServices(...question: Parameters<typeof listServiceIds>): Promise<ServiceListing> {
  const [db, scope, filter, win, direction, zone] = question;
  const statuses = statusesFor(filter);
  if (statuses.length > 0 && totalsAnswer(scope, filter, statuses)) {
    const [found, totals] = await Promise.all([
      direction.then((dir) => deskPage(db, scope.headquarterId, statuses, filter, win, dir, zone)),
      tableTotals(db, scope.headquarterId, statuses, filter.current_date),
    ]);
    return { services: found, count: totals.count, totalCalculatedCost: totals.calculatedCost, totalCost: totals.totalCost };
  }
  const { ids, ...totals } = await listServiceIds(...question);
  return { services: await loadServices(db, ids), ...totals };
}
