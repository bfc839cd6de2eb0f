import { and, asc, eq, inArray, isNotNull, not, sql } from "drizzle-orm";
import type { Coordinates } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { greatCircleKm } from "../../../../db/great-circle.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { cappedTotal, pageWithTotal, type Window } from "../../../../pagination.js";
import { type MessengerRow, presentOptimalMessenger } from "../presenter.js";
import { hasOpenBlock } from "../../blocks/queries/open-blocks.js";
import { affiliationOf, courierColumns, courierSearch, linkedIn, linkedTo, listPage, onlineFirst, userOfCourier } from "./courier-view.js";
import { markColumns, marked, marksOf } from "./marks.js";

export interface MessengerFilter {
  q?: string;
  isOnline?: boolean;
  isAvailable?: boolean;
}

/**
 * The headquarter's linked couriers (spec §4), online first, with their marks at `now` (in the headquarter's `zone`);
 * the total capped (cappedTotal). One statement: the page, its count and what the marks are made of.
 */
export async function listMessengers(db: Db, headquarterId: string, zone: string, win: Window, filter: MessengerFilter, now = new Date()) {
  const where = and(
    linkedIn(headquarterId),
    filter.q ? courierSearch(filter.q) : undefined,
    filter.isOnline === undefined ? undefined : eq(affiliations.isOnline, filter.isOnline),
    filter.isAvailable === undefined
      ? undefined
      : inArray(
          affiliations.messengerId,
          db.select({ id: messengers.id }).from(messengers).where(eq(messengers.isAvailable, filter.isAvailable)),
        ),
  );
  const total = cappedTotal(win, db.select({ one: sql`1` }).from(affiliations).where(where));
  const { rows, total: count } = await pageWithTotal(win, (w) => {
    const page = listPage(db, where, w);
    return db
      .select({ ...courierColumns, ...markColumns(headquarterId, now), total })
      .from(page)
      .innerJoin(affiliations, affiliationOf(page, headquarterId))
      .innerJoin(messengers, eq(messengers.id, affiliations.messengerId))
      .innerJoin(users, userOfCourier)
      .orderBy(...onlineFirst);
  });
  return { rows: marked(rows, zone, now), total: count };
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
