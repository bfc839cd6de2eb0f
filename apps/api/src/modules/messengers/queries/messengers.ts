import { and, asc, count, desc, eq, ilike, isNotNull, sql } from "drizzle-orm";
import type { Coordinates } from "@despacho/domain";
import type { Db } from "../../../db/client.js";
import { greatCircleKm } from "../../../db/great-circle.js";
import { containsPattern } from "../../../db/query-helpers.js";
import { affiliations, messengers, users } from "../../../db/schema/index.js";
import { notFound } from "../../../errors.js";
import type { Window } from "../../../pagination.js";
import { type MessengerRow, presentOptimalMessenger } from "../presenter.js";
import { courierColumns, linkedTo, userOfCourier } from "./courier-view.js";

export interface MessengerFilter {
  q?: string;
  isOnline?: boolean;
  isAvailable?: boolean;
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The headquarter's linked couriers (spec §4), online first. */
export async function listMessengers(db: Db, headquarterId: string, win: Window, filter: MessengerFilter) {
  const where = and(
    filter.q ? ilike(fullName, containsPattern(filter.q)) : undefined,
    filter.isOnline === undefined ? undefined : eq(affiliations.isOnline, filter.isOnline),
    filter.isAvailable === undefined ? undefined : eq(messengers.isAvailable, filter.isAvailable),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(courierColumns)
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linkedTo(headquarterId))
      .where(where)
      .orderBy(desc(affiliations.isOnline), asc(users.firstName), asc(users.lastName), asc(messengers.id))
      .limit(win.limit)
      .offset(win.offset),
    db
      .select({ total: count() })
      .from(messengers)
      .innerJoin(users, userOfCourier)
      .innerJoin(affiliations, linkedTo(headquarterId))
      .where(where),
  ]);
  return { rows, total };
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

/** Online, available couriers of the headquarter with a known location, nearest to the point first. */
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
      ),
    )
    .orderBy(distanceKm, asc(messengers.id))
    .limit(limit);
  return rows.map(presentOptimalMessenger);
}
