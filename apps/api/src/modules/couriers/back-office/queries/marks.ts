import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type ExcludedSpan, isWithinWorkingHours, type WeeklyHours, workingHoursEnd } from "@despacho/domain";
import type { Db, Tx } from "../../../../db/client.js";
import { messengerBlocks, messengers } from "../../../../db/schema/index.js";
import { isOpenBlock } from "../../blocks/queries/open-blocks.js";
import { timeZoneOf } from "../../../headquarters/index.js";

/** What the assign dialogs show beside a courier: blocked (not assignable) and out of hours (assignable). */
export interface CourierMarks {
  blocked: boolean;
  outOfHours: boolean;
  /** When the working time it is in ends (the headquarter's or its own, the earlier), or null without an end (dispatch's shift end). */
  hoursEndAt: Date | null;
}

/** Weekly hours as the database writes a `time` in JSON ("08:00:00"). */
interface StoredHours {
  weekday: number;
  starts_at: string;
  ends_at: string;
}

/** What a courier's marks are made of, selected beside the courier (markColumns). */
export interface MarkSources {
  blocked: boolean;
  headquarterHours: StoredHours[];
  ownHours: StoredHours[];
  excludedNow: ExcludedSpan[];
}

const weekly = (h: StoredHours): WeeklyHours => ({
  weekday: h.weekday,
  starts_at: h.starts_at.slice(0, 5),
  ends_at: h.ends_at.slice(0, 5),
});

/**
 * Selected beside couriers (`messengers.id` in scope), in the same statement: their open block at the headquarter at
 * `now`, the headquarter's weekly hours, their own there and their excluded span running at `now`. `marked` turns them
 * into the marks. The hours are read by functions of the database (migration 0058, decision 049), planned once a
 * connection instead of at each call of a list's page.
 */
export const markColumns = (headquarterId: string | SQL, now: Date | SQL) => ({
  blocked: sql<boolean>`exists (select 1 from ${messengerBlocks} where ${and(
    eq(messengerBlocks.headquarterId, headquarterId),
    eq(messengerBlocks.messengerId, messengers.id),
    isOpenBlock(now),
  )})`,
  headquarterHours: sql<StoredHours[]>`headquarter_weekly_hours(${headquarterId}::uuid)`,
  ownHours: sql<StoredHours[]>`courier_weekly_hours(${headquarterId}::uuid, ${messengers.id})`,
  excludedNow: sql<ExcludedSpan[]>`courier_excluded_at(${headquarterId}::uuid, ${messengers.id}, ${now}::timestamptz)`,
});

/**
 * The marks at `now` of couriers read with markColumns: blocked while a block is open; out of hours when now falls
 * outside the headquarter's weekly hours (on its zone's wall clock), or outside the courier's own hours there, or in
 * one of their excluded spans. The headquarter's part is worked out once for them all.
 */
export function marked<R extends MarkSources>(rows: R[], zone: string, now: Date): (Omit<R, keyof MarkSources> & CourierMarks)[] {
  const headquarterWeek = (rows[0]?.headquarterHours ?? []).map(weekly);
  const headquarterOpen = isWithinWorkingHours(headquarterWeek, [], now, zone);
  const headquarterEnd = workingHoursEnd(headquarterWeek, [], now, zone);
  return rows.map(({ blocked, headquarterHours: _, ownHours, excludedNow, ...rest }) => {
    const hours = ownHours.map(weekly);
    const ends = [headquarterEnd, workingHoursEnd(hours, excludedNow, now, zone)].filter((end) => end !== null);
    return {
      ...rest,
      blocked,
      outOfHours: !headquarterOpen || !isWithinWorkingHours(hours, excludedNow, now, zone),
      hoursEndAt: ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime()))),
    };
  });
}

/** The marks of the headquarter's couriers `rows` at `now` (markColumns and marked), in one statement beside the zone's. */
export async function marksOf<R extends { id: string }>(db: Db | Tx, headquarterId: string, rows: R[], now = new Date()) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const zone = await timeZoneOf(db, headquarterId);
  const sources = await db
    .select({ id: messengers.id, ...markColumns(headquarterId, now) })
    .from(messengers)
    .where(inArray(messengers.id, ids));
  const byId = new Map(sources.map((s) => [s.id, s]));
  return marked(
    rows.map((row) => ({ ...row, ...(byId.get(row.id) as MarkSources) })),
    zone,
    now,
  );
}
