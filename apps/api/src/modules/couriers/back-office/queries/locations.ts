import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { TRACK_POINTS_MAX } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { messengerLocations as points } from "../../../../db/schema/index.js";
import type { Window } from "../../../../pagination.js";

export interface TimeRange {
  from: Date;
  to: Date;
}

export interface LocationRange extends TimeRange {
  /** spec §2.4 tracking dialog: "-1" newest first, "1" oldest first. */
  sort: "-1" | "1";
}

const inRangeOf = (messengerId: string, range: TimeRange) =>
  and(eq(points.messengerId, messengerId), gte(points.coordinatesCreatedAt, range.from), lte(points.coordinatesCreatedAt, range.to)) as SQL;

/**
 * How many points the range holds and the kilometres between consecutive ones (in time order): the sum of the stored
 * legs (messenger_locations.leg_km) less the first point's, which comes from a point before the range.
 */
async function totalsOf(db: Db, inRange: SQL) {
  const [[totals], [first]] = await Promise.all([
    db
      .select({ total: count(), legs: sql<number>`coalesce(sum(${points.legKm}), 0)`.mapWith(Number) })
      .from(points)
      .where(inRange),
    db.select({ leg: points.legKm }).from(points).where(inRange).orderBy(asc(points.coordinatesCreatedAt), asc(points.id)).limit(1),
  ]);
  return { total: totals.total, km: Math.max(0, totals.legs - (first?.leg ?? 0)) };
}

/** A page of the courier's points in the range, their count, and the kilometres between consecutive points. */
export async function locationsOf(db: Db, messengerId: string, range: LocationRange, win: Window) {
  const inRange = inRangeOf(messengerId, range);
  const order = range.sort === "1" ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(points)
      .where(inRange)
      .orderBy(order(points.coordinatesCreatedAt), order(points.id))
      .limit(win.limit)
      .offset(win.offset),
    totalsOf(db, inRange),
  ]);
  return { rows, total: totals.total, km: totals.km };
}

/** The courier's route in the range, oldest first: every point up to TRACK_POINTS_MAX, else every k-th and the last. */
export async function trackOf(db: Db, messengerId: string, range: TimeRange) {
  const inRange = inRangeOf(messengerId, range);
  const { total, km } = await totalsOf(db, inRange);
  const every = Math.max(1, Math.ceil(total / TRACK_POINTS_MAX));
  const numbered = db.$with("numbered").as(
    db
      .select({
        latitude: points.latitude,
        longitude: points.longitude,
        at: points.coordinatesCreatedAt,
        fake: points.usingFakeLocation,
        n: sql<number>`row_number() over (order by ${points.coordinatesCreatedAt}, ${points.id})`.as("n"),
      })
      .from(points)
      .where(inRange),
  );
  const rows = await db
    .with(numbered)
    .select()
    .from(numbered)
    .where(sql`(${numbered.n} - 1) % ${every} = 0 or ${numbered.n} = ${total}`)
    .orderBy(numbered.n);
  return { rows, total, every, km };
}
