import { and, asc, eq, inArray, isNotNull, not, sql } from "drizzle-orm";
import type { Coordinates } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { greatCircleKm } from "../../../../db/great-circle.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { PLANNED_EACH_CALL, param, prepared, whenGiven } from "../../../../db/prepared.js";
import { containsPattern } from "../../../../db/query-helpers.js";
import { cappedTotal, cappedWindow, pageWithTotal, type Window } from "../../../../pagination.js";
import { type MessengerRow, presentOptimalMessenger } from "../presenter.js";
import { hasOpenBlock } from "../../blocks/queries/open-blocks.js";
import {
  affiliationOf,
  courierColumns,
  courierSearch,
  linkedIn,
  linkedTo,
  listPage,
  listedCourierColumns,
  onlineFirst,
  userOfCourier,
} from "./courier-view.js";
import { markColumns, marked, marksOf } from "./marks.js";

export interface MessengerFilter {
  q?: string;
  isOnline?: boolean;
  isAvailable?: boolean;
}

/**
 * One page of the linked couriers, its capped count and what their marks are made of, one statement whose SQL is
 * built once and planned at each call for its filter (PLANNED_EACH_CALL): the placeholders "headquarter", "now",
 * "pattern", "online" and "available" (null: any).
 */
const pageStatement = (db: Db) => {
  const headquarter = sql`${param("headquarter")}::uuid`;
  const where = and(
    linkedIn(headquarter),
    whenGiven("pattern", "text", courierSearch),
    whenGiven("online", "boolean", (online) => eq(affiliations.isOnline, online)),
    whenGiven("available", "boolean", (available) =>
      inArray(affiliations.messengerId, db.select({ id: messengers.id }).from(messengers).where(eq(messengers.isAvailable, available))),
    ),
  );
  const page = listPage(db, where);
  return db
    .select({
      ...listedCourierColumns,
      ...markColumns(headquarter, sql`${param("now")}::timestamptz`),
      total: cappedTotal(db.select({ one: sql`1` }).from(affiliations).where(where)),
    })
    .from(page)
    .innerJoin(affiliations, affiliationOf(page, headquarter))
    .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
    .innerJoin(users, userOfCourier)
    .orderBy(...onlineFirst)
    .prepare(PLANNED_EACH_CALL);
};

/**
 * The headquarter's linked couriers (spec §4), online first, with their marks at `now` (in the headquarter's `zone`);
 * the total capped (cappedTotal). One statement: the page, its count and what the marks are made of.
 */
export async function listMessengers(db: Db, headquarterId: string, zone: string, win: Window, filter: MessengerFilter, now = new Date()) {
  const statement = prepared(db, "messengers_page", () => pageStatement(db));
  const values = {
    headquarter: headquarterId,
    now: now.toISOString(),
    pattern: filter.q ? containsPattern(filter.q) : null,
    online: filter.isOnline ?? null,
    available: filter.isAvailable ?? null,
  };
  const { rows, total } = await pageWithTotal(win, (at) => statement.execute({ ...values, ...cappedWindow(at) }));
  return { rows: marked(rows, zone, now), total };
}

/** A courier linked to the headquarter; 404 otherwise. */
export async function messengerFor(db: Db, headquarterId: string, id: string): Promise<MessengerRow> {
  const [row] = await db
    .select(courierColumns)
    .from(messengers)
    .innerJoin(users, userOfCourier)
    .innerJoin(affiliations, linkedTo(headquarterId))
    .where(eq(messengers.id, id));
  if (!row) throw notFound();
  return row;
}

function distanceKmTo(point: Coordinates) {
  return greatCircleKm(
    sql`${point.latitude}::double precision`,
    sql`${point.longitude}::double precision`,
    messengers.latitude,
    messengers.longitude,
  );
}

/** Online, available, unblocked couriers of the headquarter with a known location, nearest to the point first. */
export async function optimalMessengers(db: Db, headquarterId: string, point: Coordinates, limit: number) {
  const distanceKm = distanceKmTo(point);
  const rows = await db
    .select({ ...courierColumns, distanceKm })
    .from(messengers)
    .innerJoin(users, userOfCourier)
    .innerJoin(affiliations, linkedTo(headquarterId))
    .where(
      and(
        eq(affiliations.isOnline, true),
        eq(messengers.isAvailable, true),
        isNotNull(messengers.latitude),
        isNotNull(messengers.longitude),
        not(hasOpenBlock(db, headquarterId, messengers.id)),
      ),
    )
    .orderBy(distanceKm, asc(messengers.id))
    .limit(limit);
  return (await marksOf(db, headquarterId, rows)).map(presentOptimalMessenger);
}
