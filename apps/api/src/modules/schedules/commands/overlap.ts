import { hoursOverlap, type WeeklyHours } from "@despacho/domain";
import { AppError } from "../../../errors.js";

/** 409 HOURS_OVERLAP when the candidate shares a minute with another span of the same set (itself left out). */
export function refuseOverlap(existing: (WeeklyHours & { id: string })[], candidate: WeeklyHours, ownId?: string) {
  if (existing.some((other) => other.id !== ownId && hoursOverlap(other, candidate))) throw new AppError("HOURS_OVERLAP");
}

/** "HH:MM:SS" from the database to the API's "HH:MM". */
export const asWeeklyHours = (row: { id: string; weekday: number; startsAt: string; endsAt: string }) => ({
  id: row.id,
  weekday: row.weekday,
  starts_at: row.startsAt.slice(0, 5),
  ends_at: row.endsAt.slice(0, 5),
});
