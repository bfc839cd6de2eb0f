import { and, asc, count, desc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { TRACK_POINTS_MAX } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import { courierHourlyDistance as hourly, messengerLocations as points } from "../../../../db/schema/index.js";
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

const HOUR_MS = 3_600_000;

/**
 * How many points the range holds and the kilometres between consecutive ones (in time order), in one statement:
 * the count from the track index alone; the kilometres from the courier's hourly distances for the whole hours inside
 * the range (courier_hourly_distance, kept by the legs trigger) plus the stored legs of the points in the partial
 * hours at its edges, less the first point's leg, which comes from a point before the range.
 */
async function totalsOf(db: Db, messengerId: string, range: TimeRange) {
  const inRange = inRangeOf(messengerId, range);
  const fullFrom = new Date(Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS);
  const fullTo = new Date(Math.floor(range.to.getTime() / HOUR_MS) * HOUR_MS);
  const wholeHours = fullFrom < fullTo;
  const edges = wholeHours
    ? or(
        and(gte(points.coordinatesCreatedAt, range.from), lt(points.coordinatesCreatedAt, fullFrom)),
        and(gte(points.coordinatesCreatedAt, fullTo), lte(points.coordinatesCreatedAt, range.to)),
      )
    : and(gte(points.coordinatesCreatedAt, range.from), lte(points.coordinatesCreatedAt, range.to));
  const hoursKm = wholeHours
    ? sql`(${db
        .select({ km: sql`coalesce(sum(${hourly.km}), 0)` })
        .from(hourly)
        .where(and(eq(hourly.messengerId, messengerId), gte(hourly.hour, fullFrom), lt(hourly.hour, fullTo)))})`
    : sql`0`;
  const [row] = await db
    .select({
      total: sql<number>`(${db.select({ n: count() }).from(points).where(inRange)})`.mapWith(Number),
      legs: sql<number>`${hoursKm} + (${db
        .select({ km: sql`coalesce(sum(${points.legKm}), 0)` })
        .from(points)
        .where(and(eq(points.messengerId, messengerId), edges))})`.mapWith(Number),
      firstLeg: sql<number | null>`(${db
        .select({ leg: points.legKm })
        .from(points)
        .where(inRange)
        .orderBy(asc(points.coordinatesCreatedAt), asc(points.id))
        .limit(1)})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { total: row.total, km: Math.max(0, row.legs - (row.firstLeg || 0)) };
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
    totalsOf(db, messengerId, range),
  ]);
  return { rows, total: totals.total, km: totals.km };
}

/** The courier's route in the range, oldest first: every point up to TRACK_POINTS_MAX, else every k-th and the last. */
export async function trackOf(db: Db, messengerId: string, range: TimeRange) {
  const inRange = inRangeOf(messengerId, range);
  const { total, km } = await totalsOf(db, messengerId, range);
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
