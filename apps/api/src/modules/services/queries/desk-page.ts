import { eq, type SQL, sql } from "drizzle-orm";
import { type Service, type ServiceFilter, type ServiceStatus, statusGroup, zonedDay } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { param, prepared } from "../../../db/prepared.js";
import { messengers, services, serviceTypes, users } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";
import { userOfCourier } from "../../couriers/index.js";
import type { Direction } from "./list.js";
import { presentedColumns, presentLoaded } from "./load.js";

/**
 * The page of the desk's own question (the whole headquarter narrowed by status and day only, docs/decisions/040),
 * read as pageIds reads any page: one backward scan of (headquarter_id, status, consecutive) per status, stopped at
 * offset + limit, merged in the spec §4 order. Written once, so prepared: one shape for any statuses.
 */
function page(direction: Direction): SQL {
  const order = direction === "asc" ? sql`asc` : sql`desc`;
  const from = sql`${param("start")}::timestamptz`;
  const to = sql`${param("end")}::timestamptz`;
  return sql`(select s.id, s.consecutive, g.grp
    from unnest(${param("statuses")}::text[], ${param("groups")}::int[]) as g(status, grp)
    cross join lateral (
      select ${services.id} as id, ${services.consecutive} as consecutive from ${services}
      where ${services.headquarterId} = ${param("headquarter")}::uuid and ${services.status} = g.status
        and (${from} is null or ${services.createdAt} >= ${from}) and (${to} is null or ${services.createdAt} < ${to})
      order by ${services.consecutive} ${order} limit ${param("enough")}) as s
    order by g.grp asc, s.consecutive ${order} limit ${param("limit")} offset ${param("offset")}) as page`;
}

const rowsStatement = (db: Db, direction: Direction) =>
  db
    .select(presentedColumns())
    .from(page(direction))
    .innerJoin(services, eq(services.id, sql`page.id`))
    .innerJoin(serviceTypes, eq(serviceTypes.id, services.typeId))
    .leftJoin(messengers, eq(messengers.id, services.messengerId))
    .leftJoin(users, userOfCourier)
    .orderBy(sql`page.grp asc`, direction === "asc" ? sql`page.consecutive asc` : sql`page.consecutive desc`)
    .prepare(`desk_page_services_${direction}`);

/**
 * The desk's page of services of the headquarter with `statuses` (and the day of `filter.current_date` in `zone`), in
 * the spec §4 order, presented: one statement.
 */
export async function deskPage(
  db: Db,
  headquarterId: string,
  statuses: ServiceStatus[],
  filter: Pick<ServiceFilter, "current_date">,
  win: Window,
  direction: Direction,
  zone: string,
): Promise<Service[]> {
  const day = filter.current_date ? zonedDay(zone, filter.current_date) : null;
  const params = {
    headquarter: headquarterId,
    statuses,
    groups: statuses.map(statusGroup),
    start: day?.start.toISOString() ?? null,
    end: day?.end.toISOString() ?? null,
    enough: win.offset + win.limit,
    limit: win.limit,
    offset: win.offset,
  };
  return presentLoaded(await prepared(db, `desk_page_services_${direction}`, () => rowsStatement(db, direction)).execute(params));
}
