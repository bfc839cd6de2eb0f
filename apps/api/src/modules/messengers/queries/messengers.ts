import { and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, sql } from "drizzle-orm";
import { type Coordinates, EARTH_RADIUS_KM } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { messengers } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import { type MessengerRow, presentOptimalMessenger } from "../presenter.js";

export interface MessengerFilter {
  q?: string;
  isOnline?: boolean;
  isAvailable?: boolean;
}

const fullName = sql<string>`${messengers.firstName} || ' ' || ${messengers.lastName}`;

export async function listMessengers(db: Db, headquarterId: string, win: Window, filter: MessengerFilter) {
  const where = and(
    eq(messengers.headquarterId, headquarterId),
    filter.q ? ilike(fullName, containsPattern(filter.q)) : undefined,
    filter.isOnline === undefined ? undefined : eq(messengers.isOnline, filter.isOnline),
    filter.isAvailable === undefined ? undefined : eq(messengers.isAvailable, filter.isAvailable),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(messengers)
      .where(where)
      .orderBy(desc(messengers.isOnline), asc(messengers.firstName), asc(messengers.lastName), asc(messengers.id))
      .limit(win.limit)
      .offset(win.offset),
    db.select({ total: count() }).from(messengers).where(where),
  ]);
  return { rows, total };
}

export async function messengerFor(db: Db, headquarterId: string, id: string): Promise<MessengerRow> {
  const [row] = await db
    .select()
    .from(messengers)
    .where(and(eq(messengers.id, id), eq(messengers.headquarterId, headquarterId)));
  if (!row) throw notFound();
  return row;
}

// Great-circle distance in SQL, the same formula as the domain's haversineKm.
function distanceKmTo(point: Coordinates) {
  const lat = sql`${point.latitude}::double precision`;
  const lng = sql`${point.longitude}::double precision`;
  return sql<number>`2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${messengers.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${messengers.latitude})) * power(sin(radians(${messengers.longitude} - ${lng}) / 2), 2)
  )))`.mapWith(Number);
}

/** Online, available couriers of the headquarter with a known location, nearest to the point first. */
export async function optimalMessengers(db: Db, headquarterId: string, point: Coordinates, limit: number) {
  const distanceKm = distanceKmTo(point);
  const rows = await db
    .select({ ...getTableColumns(messengers), distanceKm })
    .from(messengers)
    .where(
      and(
        eq(messengers.headquarterId, headquarterId),
        eq(messengers.isOnline, true),
        eq(messengers.isAvailable, true),
        isNotNull(messengers.latitude),
        isNotNull(messengers.longitude),
      ),
    )
    .orderBy(distanceKm, asc(messengers.id))
    .limit(limit);
  return rows.map(presentOptimalMessenger);
}
