import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { greatCircleKm } from "../../../db/great-circle.js";
import { messengerLocations as points } from "../../../db/schema/index.js";
import type { Window } from "../../../pagination.js";

export interface LocationRange {
  from: Date;
  to: Date;
  /** spec §2.4 tracking dialog: "-1" newest first, "1" oldest first. */
  sort: "-1" | "1";
}

/** A page of the courier's points in the range, their count, and the kilometres between consecutive points. */
export async function locationsOf(db: Db, messengerId: string, range: LocationRange, win: Window) {
  const inRange = and(
    eq(points.messengerId, messengerId),
    gte(points.coordinatesCreatedAt, range.from),
    lte(points.coordinatesCreatedAt, range.to),
  );
  const order = range.sort === "1" ? asc : desc;
  const legs = db.$with("legs").as(
    db
      .select({
        lat: sql<number>`${points.latitude}`.as("lat"),
        lng: sql<number>`${points.longitude}`.as("lng"),
        prevLat: sql<number>`lag(${points.latitude}) over (order by ${points.coordinatesCreatedAt}, ${points.id})`.as("prev_lat"),
        prevLng: sql<number>`lag(${points.longitude}) over (order by ${points.coordinatesCreatedAt}, ${points.id})`.as("prev_lng"),
      })
      .from(points)
      .where(inRange),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(points)
      .where(inRange)
      .orderBy(order(points.coordinatesCreatedAt), order(points.id))
      .limit(win.limit)
      .offset(win.offset),
    db
      .with(legs)
      .select({
        total: count(),
        // The first point has no leg before it (and least() would turn its NULL into a half turn of the Earth).
        km: sql<number>`coalesce(sum(${greatCircleKm(legs.prevLat, legs.prevLng, legs.lat, legs.lng)}) filter (where ${legs.prevLat} is not null), 0)`.mapWith(
          Number,
        ),
      })
      .from(legs),
  ]);
  return { rows, total: totals.total, km: totals.km };
}
