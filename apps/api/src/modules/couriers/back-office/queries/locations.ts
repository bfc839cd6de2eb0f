import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { TRACK_POINTS_MAX } from "@despacho/domain";
import type { Db } from "../../../../db/client.js";
import {
  courierHourlyDistance as hourly,
  messengerLocations as points,
  TRACK_CELLS_INDEXED_FROM,
  TRACK_LEVEL_MAX,
} from "../../../../db/schema/index.js";
import { param, prepared } from "../../../../db/prepared.js";
import type { Window } from "../../../../pagination.js";
import type { TrackCache, TrackPoints } from "./track-cache.js";

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

/** A prepared statement's timestamp and courier parameters (ISO text and a uuid, given to the driver as they are). */
const at = (name: string) => sql`${param(name)}::timestamptz`;
const courierParam = sql`${param("messenger")}::uuid`;
/** The range's points, in a prepared statement of parameters messenger, from and to. */
const inRangeParams = and(
  eq(points.messengerId, courierParam),
  gte(points.coordinatesCreatedAt, at("from")),
  lte(points.coordinatesCreatedAt, at("to")),
);

/**
 * The range's parameters for totalsStatement: its whole hours [hoursFrom, hoursTo) and its partial hours at the edges
 * [from, edgeEnd) and [edgeStart, to]. A range inside one hour has no whole hour and is one edge.
 */
function totalsParams(messengerId: string, range: TimeRange) {
  const fullFrom = new Date(Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS);
  const fullTo = new Date(Math.floor(range.to.getTime() / HOUR_MS) * HOUR_MS);
  const whole = fullFrom < fullTo;
  return {
    messenger: messengerId,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    hoursFrom: (whole ? fullFrom : range.from).toISOString(),
    hoursTo: (whole ? fullTo : range.from).toISOString(),
    edgeEnd: (whole ? fullFrom : range.to).toISOString(),
    edgeStart: (whole ? fullTo : range.to).toISOString(),
  };
}

const totalsStatement = (db: Db) => {
  const hours = db
    .select({
      km: sql<number>`coalesce(sum(${hourly.km}), 0)`.as("hours_km"),
      points: sql<number>`coalesce(sum(${hourly.points}), 0)`.as("hours_points"),
    })
    .from(hourly)
    .where(and(eq(hourly.messengerId, courierParam), gte(hourly.hour, at("hoursFrom")), lt(hourly.hour, at("hoursTo"))))
    .as("hours");
  const edges = or(
    and(gte(points.coordinatesCreatedAt, at("from")), lt(points.coordinatesCreatedAt, at("edgeEnd"))),
    and(gte(points.coordinatesCreatedAt, at("edgeStart")), lte(points.coordinatesCreatedAt, at("to"))),
  );
  const partial = db
    .select({
      km: sql<number>`coalesce(sum(${points.legKm}), 0)`.as("edges_km"),
      points: sql<number>`count(*)`.as("edges_points"),
    })
    .from(points)
    .where(and(eq(points.messengerId, courierParam), edges))
    .as("edges");
  return db
    .select({
      total: sql<number>`${hours.points} + ${partial.points}`.mapWith(Number),
      legs: sql<number>`${hours.km} + ${partial.km}`.mapWith(Number),
      firstLeg: sql<number | null>`(${db
        .select({ leg: points.legKm })
        .from(points)
        .where(inRangeParams)
        .orderBy(asc(points.coordinatesCreatedAt), asc(points.id))
        .limit(1)})`.mapWith(Number),
    })
    .from(hours)
    .crossJoin(partial)
    .prepare("courier_range_totals");
};

/**
 * How many points the range holds and the kilometres between consecutive ones (in time order), in one prepared
 * statement, from the courier's hourly summary (courier_hourly_distance, kept by the legs trigger) for the whole hours
 * inside the range plus the points of the partial hours at its edges (at most two hours of them), less the first
 * point's leg, which comes from a point before the range.
 */
async function totalsOf(db: Db, messengerId: string, range: TimeRange) {
  const statement = prepared(db, "courier_range_totals", () => totalsStatement(db));
  const [row] = await statement.execute(totalsParams(messengerId, range));
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
 * The prepared statement `name` giving the track points of `rows` (of trackColumns, named by their columns) in time
 * order, as the text of one JSON array built by the database (messengerTrackSchema's points: [latitude, longitude,
 * milliseconds since 1970, 1 when fake else 0]). Written as text: half the cost of json_build_array, which looks up
 * each value's type again on every row; a double is written as JSON writes it (shortest exact digits).
 */
const trackPointsStatement = (db: Db, name: string, rows: SQL) =>
  db
    .select({
      points: sql<string>`'[' || coalesce(string_agg('[' || latitude || ',' || longitude || ','
        || ((extract(epoch from coordinates_created_at) * 1000)::bigint)::text
        || case when using_fake_location then ',1]' else ',0]' end, ',' order by coordinates_created_at, id), '') || ']'`,
    })
    .from(sql`(${rows}) as track`)
    .prepare(name);

/** The range's first and last instants, in milliseconds since 1970. */
const endsStatement = (db: Db) => {
  const epochMs = (instant: SQL) => sql<number>`extract(epoch from ${instant}) * 1000`.mapWith(Number);
  return db
    .select({ first: epochMs(sql`min(${points.coordinatesCreatedAt})`), last: epochMs(sql`max(${points.coordinatesCreatedAt})`) })
    .from(points)
    .where(inRangeParams)
    .prepare("courier_track_ends");
};

/**
 * The track level of a sample of the range from its first to its last point (milliseconds since 1970): the smallest
 * whose cells, of 2^(level − 1) seconds, number at most TRACK_POINTS_MAX less two (the range's first and last points,
 * which may not be the first of their cells) between them: at most TRACK_POINTS_MAX points and the fake ones (at least
 * half as many for a courier who reported every second of the range).
 */
function trackLevelOf(firstMs: number, lastMs: number): number {
  const [first, last] = [Math.floor(firstMs / 1000), Math.floor(lastMs / 1000)];
  let level = 1;
  while (Math.floor(last / 2 ** (level - 1)) - Math.floor(first / 2 ** (level - 1)) + 1 > TRACK_POINTS_MAX - 2) level += 1;
  return level;
}

/** The level parameter of a sampled track's statements. */
const levelParam = sql`${param("level")}::smallint`;

/**
 * The range's points of track level at least `level` (parameters messenger, from, to and level): the first point of
 * each cell of 2^(level − 1) seconds. From the cells index when the level is one it holds, one range of the index a
 * level (only the points drawn are read); below, from the track index, whose entries of the range are all read.
 */
const cellsOf = (db: Db, indexed: boolean) => {
  if (!indexed)
    return db
      .select(trackColumns)
      .from(points)
      .where(and(inRangeParams, gte(points.trackLevel, levelParam)));
  const cells = db
    .select(trackColumns)
    .from(points)
    .where(
      and(
        inRangeParams,
        sql`${points.trackLevel} = level`,
        // The cells index's own condition, written out so that the planner may use it.
        sql`${points.trackLevel} >= ${sql.raw(String(TRACK_CELLS_INDEXED_FROM))}`,
      ),
    );
  // `offset 0` keeps it a subquery (not joined to the levels), so each level is one range of the index: joined, the
  // planner read every cell of the range from the index and matched them to their levels by hashing (22 ms, not 5).
  return sql`select cells.* from generate_series(${levelParam}::int, ${sql.raw(String(TRACK_LEVEL_MAX))}) as level
    cross join lateral (${cells} offset 0) as cells`;
};

/**
 * The range's end point (its first, or its last when `last`), when it is neither the first of its cell nor fake (those
 * are drawn already).
 */
const endOf = (db: Db, last: boolean) => {
  const order = last ? desc : asc;
  const end = db
    .select({ ...trackColumns, trackLevel: points.trackLevel })
    .from(points)
    .where(inRangeParams)
    .orderBy(order(points.coordinatesCreatedAt), order(points.id))
    .limit(1);
  return sql`select e.id, e.latitude, e.longitude, e.coordinates_created_at, e.using_fake_location from (${end}) as e
    where e.track_level < ${levelParam} and not e.using_fake_location`;
};

/**
 * A sampled track's rows (parameters messenger, from, to and level): the first point of each cell, the range's first
 * and last points and its fake ones, each once (decision 055).
 */
const sampledTrackRows = (db: Db, indexed: boolean) => {
  const fakes = db
    .select(trackColumns)
    .from(points)
    // The fake points' own condition written out (not a parameter), so that the planner may use their index.
    .where(and(inRangeParams, sql`${points.usingFakeLocation}`, lt(points.trackLevel, levelParam)));
  return sql`(${cellsOf(db, indexed)}) union all (${endOf(db, false)}) union all (${endOf(db, true)}) union all (${fakes})`;
};

/**
 * The courier's route in the range, oldest first: every point up to TRACK_POINTS_MAX; beyond, a sample: the first
 * point of each cell of time of the smallest size (1, 2, 4, 8… seconds) that keeps at most TRACK_POINTS_MAX of them
 * (read from an index of the points by track level, decision 055), the range's first and last points and every point
 * reported fake (their own index). `sliceMs` is the cells' size, 0 when every point is there. The points come as the
 * bytes of JSON text, to be sent as they are (thousands of them: no parsing and writing them again). Prepared
 * statements, built once (issue 21). The points are read again only when the range's count of points differs from the
 * one `remembered` holds for it (decision 048).
 */
export async function trackOf(db: Db, messengerId: string, range: TimeRange, remembered: TrackCache) {
  const { total, km } = await totalsOf(db, messengerId, range);
  const key = `${messengerId} ${range.from.getTime()} ${range.to.getTime()}`;
  const known = remembered.get(key, total);
  if (known) return { ...known, km };
  const track = await trackPointsOf(db, messengerId, range, total);
  remembered.set(key, track);
  return { ...track, km };
}

async function trackPointsOf(db: Db, messengerId: string, range: TimeRange, total: number): Promise<TrackPoints> {
  const inRange = { messenger: messengerId, from: range.from.toISOString(), to: range.to.toISOString() };
  if (total <= TRACK_POINTS_MAX) {
    const whole = prepared(db, "courier_track_whole", () =>
      trackPointsStatement(db, "courier_track_whole", sql`${db.select(trackColumns).from(points).where(inRangeParams)}`),
    );
    const [track] = await whole.execute(inRange);
    return { pointsJson: Buffer.from(track.points), total, sliceMs: 0 };
  }
  const [ends] = await prepared(db, "courier_track_ends", () => endsStatement(db)).execute(inRange);
  const level = trackLevelOf(ends.first, ends.last);
  const indexed = level >= TRACK_CELLS_INDEXED_FROM;
  const name = indexed ? "courier_track_cells_indexed" : "courier_track_cells";
  const sampled = prepared(db, name, () => trackPointsStatement(db, name, sampledTrackRows(db, indexed)));
  const [track] = await sampled.execute({ ...inRange, level });
  return { pointsJson: Buffer.from(track.points), total, sliceMs: 2 ** (level - 1) * 1000 };
}
