import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
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
 * How many points the range holds and the kilometres between consecutive ones (in time order), in one statement, from
 * the courier's hourly summary (courier_hourly_distance, kept by the legs trigger) for the whole hours inside the range
 * plus the points of the partial hours at its edges (at most two hours of them), less the first point's leg, which
 * comes from a point before the range.
 */
async function totalsOf(db: Db, messengerId: string, range: TimeRange) {
  const inRange = inRangeOf(messengerId, range);
  const fullFrom = new Date(Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS);
  const fullTo = new Date(Math.floor(range.to.getTime() / HOUR_MS) * HOUR_MS);
  const edges =
    fullFrom < fullTo
      ? or(
          and(gte(points.coordinatesCreatedAt, range.from), lt(points.coordinatesCreatedAt, fullFrom)),
          and(gte(points.coordinatesCreatedAt, fullTo), lte(points.coordinatesCreatedAt, range.to)),
        )
      : and(gte(points.coordinatesCreatedAt, range.from), lte(points.coordinatesCreatedAt, range.to));
  // No whole hour when fullFrom >= fullTo: the hours' sums are then over no row.
  const hours = db
    .select({
      km: sql<number>`coalesce(sum(${hourly.km}), 0)`.as("hours_km"),
      points: sql<number>`coalesce(sum(${hourly.points}), 0)`.as("hours_points"),
    })
    .from(hourly)
    .where(and(eq(hourly.messengerId, messengerId), gte(hourly.hour, fullFrom), lt(hourly.hour, fullTo)))
    .as("hours");
  const partial = db
    .select({
      km: sql<number>`coalesce(sum(${points.legKm}), 0)`.as("edges_km"),
      points: sql<number>`count(*)`.as("edges_points"),
    })
    .from(points)
    .where(and(eq(points.messengerId, messengerId), edges))
    .as("edges");
  const [row] = await db
    .select({
      total: sql<number>`${hours.points} + ${partial.points}`.mapWith(Number),
      legs: sql<number>`${hours.km} + ${partial.km}`.mapWith(Number),
      firstLeg: sql<number | null>`(${db
        .select({ leg: points.legKm })
        .from(points)
        .where(inRange)
        .orderBy(asc(points.coordinatesCreatedAt), asc(points.id))
        .limit(1)})`.mapWith(Number),
    })
    .from(hours)
    .crossJoin(partial);
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

const trackColumns = {
  id: points.id,
  latitude: points.latitude,
  longitude: points.longitude,
  coordinatesCreatedAt: points.coordinatesCreatedAt,
  usingFakeLocation: points.usingFakeLocation,
};

/**
 * The track points of rows of trackColumns (named by their columns) in time order, as the text of one JSON array built
 * by the database (messengerTrackSchema's points: [latitude, longitude, milliseconds since 1970, 1 when fake else 0]).
 */
const trackPoints = (rows: SQL) =>
  sql`select coalesce(json_agg(json_build_array(latitude, longitude, (extract(epoch from coordinates_created_at) * 1000)::bigint,
    using_fake_location::int) order by coordinates_created_at, id), '[]')::text as points from (${rows}) as track`;

/**
 * The courier's route in the range, oldest first: every point up to TRACK_POINTS_MAX; beyond, the span from its first
 * point to its last cut in TRACK_POINTS_MAX equal slices, the first point of each (one index probe a slice instead of
 * reading every point), the last point and every point reported fake (their own index). `sliceMs` is 0 when every
 * point is there. The points come as JSON text, to be sent as they are (thousands of them: no parsing and writing
 * them again).
 */
export async function trackOf(db: Db, messengerId: string, range: TimeRange) {
  const inRange = inRangeOf(messengerId, range);
  const { total, km } = await totalsOf(db, messengerId, range);
  const byTime = [asc(points.coordinatesCreatedAt), asc(points.id)];
  let sliceMs = 0;
  let rows: SQL;
  if (total <= TRACK_POINTS_MAX) rows = sql`${db.select(trackColumns).from(points).where(inRange)}`;
  else {
    const epochMs = (at: SQL) => sql<number>`extract(epoch from ${at}) * 1000`.mapWith(Number);
    const [ends] = await db
      .select({ first: epochMs(sql`min(${points.coordinatesCreatedAt})`), last: epochMs(sql`max(${points.coordinatesCreatedAt})`) })
      .from(points)
      .where(inRange);
    const first = new Date(ends.first);
    sliceMs = Math.ceil((ends.last - ends.first + 1) / TRACK_POINTS_MAX);
    const sliceStart = sql`${first.toISOString()}::timestamptz + slice * ${sliceMs} * interval '1 millisecond'`;
    const firstOfSlice = db
      .select(trackColumns)
      .from(points)
      .where(
        and(
          inRange,
          sql`${points.coordinatesCreatedAt} >= ${sliceStart}`,
          sql`${points.coordinatesCreatedAt} < ${sliceStart} + ${sliceMs} * interval '1 millisecond'`,
        ),
      )
      .orderBy(...byTime)
      .limit(1);
    const last = db.select(trackColumns).from(points).where(inRange).orderBy(desc(points.coordinatesCreatedAt), desc(points.id)).limit(1);
    const fakes = db
      .select(trackColumns)
      .from(points)
      .where(and(inRange, eq(points.usingFakeLocation, true)));
    rows = sql`(select sliced.* from generate_series(0, ${TRACK_POINTS_MAX - 1}) as slice
      cross join lateral (${firstOfSlice}) as sliced) union (${last}) union (${fakes})`;
  }
  const found = (await db.execute(trackPoints(rows))) as unknown as { rows: [{ points: string }] };
  return { pointsJson: found.rows[0].points, total, sliceMs, km };
}
