import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { isWithinWorkingHours, type WeeklyHours, workingHoursEnd } from "@despacho/domain";
import type { Db, Tx } from "../../../../db/client.js";
import { excludedWorkingHours, messengerBlocks, messengerWorkingHours, workingHours } from "../../../../db/schema/index.js";
import { isOpenBlock } from "../../blocks/queries/open-blocks.js";
import { timeZoneOf } from "../../../headquarters/index.js";

/** What the assign dialogs show beside a courier: blocked (not assignable) and out of hours (assignable). */
export interface CourierMarks {
  blocked: boolean;
  outOfHours: boolean;
  /** When the working time it is in ends (the headquarter's or its own, the earlier), or null without an end (dispatch's shift end). */
  hoursEndAt: Date | null;
}

const weekly = (h: { weekday: number; startsAt: string; endsAt: string }): WeeklyHours => ({
  weekday: h.weekday,
  starts_at: h.startsAt.slice(0, 5),
  ends_at: h.endsAt.slice(0, 5),
});

/**
 * The marks of the headquarter's couriers at `now`: blocked while a block is open; out of hours when now falls
 * outside the headquarter's weekly hours (on its zone's wall clock), or outside the courier's own hours there, or in one of their excluded spans.
 */
export async function marksOf<R extends { id: string }>(db: Db | Tx, headquarterId: string, rows: R[], now = new Date()) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [zone, blocks, hqHours, ownHours, excluded] = await Promise.all([
    timeZoneOf(db, headquarterId),
    db
      .select({ messengerId: messengerBlocks.messengerId })
      .from(messengerBlocks)
      .where(and(eq(messengerBlocks.headquarterId, headquarterId), inArray(messengerBlocks.messengerId, ids), isOpenBlock(now))),
    db.select().from(workingHours).where(eq(workingHours.headquarterId, headquarterId)),
    db
      .select()
      .from(messengerWorkingHours)
      .where(and(eq(messengerWorkingHours.headquarterId, headquarterId), inArray(messengerWorkingHours.messengerId, ids))),
    db
      .select()
      .from(excludedWorkingHours)
      .where(
        and(
          eq(excludedWorkingHours.headquarterId, headquarterId),
          inArray(excludedWorkingHours.messengerId, ids),
          lte(excludedWorkingHours.startsAt, now),
          gt(excludedWorkingHours.endsAt, now),
        ),
      ),
  ]);
  const blocked = new Set(blocks.map((b) => b.messengerId));
  const headquarterWeek = hqHours.map(weekly);
  const headquarterOpen = isWithinWorkingHours(headquarterWeek, [], now, zone);
  const headquarterEnd = workingHoursEnd(headquarterWeek, [], now, zone);
  return rows.map((row): R & CourierMarks => {
    const hours = ownHours.filter((h) => h.messengerId === row.id).map(weekly);
    const off = excluded
      .filter((e) => e.messengerId === row.id)
      .map((e) => ({ starts_at: e.startsAt.toISOString(), ends_at: e.endsAt.toISOString() }));
    const ends = [headquarterEnd, workingHoursEnd(hours, off, now, zone)].filter((end) => end !== null);
    return {
      ...row,
      blocked: blocked.has(row.id),
      outOfHours: !headquarterOpen || !isWithinWorkingHours(hours, off, now, zone),
      hoursEndAt: ends.length === 0 ? null : new Date(Math.min(...ends.map((end) => end.getTime()))),
    };
  });
}
