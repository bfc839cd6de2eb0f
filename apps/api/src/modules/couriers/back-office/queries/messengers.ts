import { and, asc, eq, isNotNull, not, sql } from "drizzle-orm";
import type { Coordinates } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { greatCircleKm } from "../../../../db/great-circle.js";
import { affiliations, messengers, users } from "../../../../db/schema/index.js";
import { notFound } from "../../../../errors.js";
import { cappedTotal, pageWithTotal, type Window } from "../../../../pagination.js";
import { type MessengerRow, presentOptimalMessenger } from "../presenter.js";
import { hasOpenBlock } from "../../blocks/queries/open-blocks.js";
import { courierColumns, courierSearch, linkedTo, onlineFirst, userOfCourier } from "./courier-view.js";
import { marksOf } from "./marks.js";

export interface MessengerFilter {
  q?: string;
  isOnline?: boolean;
  isAvailable?: boolean;
}

/** The headquarter's linked couriers (spec §4), online first; the total capped (cappedTotal). */
export async function listMessengers(db: Db, headquarterId: string, win: Window, filter: MessengerFilter) {
  const where = and(
    filter.q ? courierSearch(filter.q) : undefined,
    filter.isOnline === undefined ? undefined : eq(affiliations.isOnline, filter.isOnline),
    filter.isAvailable === undefined ? undefined : eq(messengers.isAvailable, filter.isAvailable),
  );
  const total = cappedTotal(win, db.select({ one: sql`1` }).from(messengers).innerJoin(affiliations, linkedTo(headquarterId)).where(where));
  const { rows, total: count } = await pageWithTotal(win, (w) =>
    db
      .select({ ...courierColumns, total })
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linkedTo(headquarterId))
      .where(where)
      .orderBy(...onlineFirst)
      .limit(w.limit)
      .offset(w.offset),
  );
  return { rows: await marksOf(db, headquarterId, rows), total: count };
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
