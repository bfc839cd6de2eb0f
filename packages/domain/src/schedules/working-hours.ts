import { zonedDateTimeLocal } from "../time.js";
import { weekdayOf } from "../weekdays.js";

// spec §2.2 /schedule-manage and /schedule-collaborators: weekly hours in the headquarter's time zone, weekday 0 = Sunday
// … 6 = Saturday, "HH:MM" from 00:00 to 24:00; an hour runs from its start (included) to its end (excluded).

export interface WeeklyHours {
  weekday: number;
  starts_at: string;
  ends_at: string;
}

/** A span of instants (ISO 8601) the courier does not work although their weekly hours say so. */
export interface ExcludedSpan {
  starts_at: string;
  ends_at: string;
}

/** Minutes since midnight of "HH:MM". */
export const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Two weekly hours of the same weekday that share at least a minute; touching ends do not overlap. */
export const hoursOverlap = (a: WeeklyHours, b: WeeklyHours) =>
  a.weekday === b.weekday && minutesOfDay(a.starts_at) < minutesOfDay(b.ends_at) && minutesOfDay(b.starts_at) < minutesOfDay(a.ends_at);

/**
 * Whether the instant falls in the weekly hours (the wall clock of the headquarter's zone) and outside every excluded span. No weekly
 * hours at all means no schedule was set, so any time is working time (the excluded spans still count).
 */
export function isWithinWorkingHours(
  hours: readonly WeeklyHours[],
  excluded: readonly ExcludedSpan[],
  instant: Date,
  zone: string,
): boolean {
  const at = instant.getTime();
  if (excluded.some((span) => new Date(span.starts_at).getTime() <= at && at < new Date(span.ends_at).getTime())) return false;
  if (hours.length === 0) return true;
  const local = zonedDateTimeLocal(zone, instant);
  const weekday = weekdayOf(local.slice(0, 10));
  const minute = minutesOfDay(local.slice(11, 16));
  return hours.some((h) => h.weekday === weekday && minutesOfDay(h.starts_at) <= minute && minute < minutesOfDay(h.ends_at));
}

/**
 * When the working time the instant falls in ends: the end of its weekly hour, carried on through the hours of that day
 * that start where one ends, or the start of an excluded span before that; null outside working time or without weekly
 * hours (no schedule, no end).
 */
export function workingHoursEnd(
  hours: readonly WeeklyHours[],
  excluded: readonly ExcludedSpan[],
  instant: Date,
  zone: string,
): Date | null {
  if (hours.length === 0 || !isWithinWorkingHours(hours, excluded, instant, zone)) return null;
  const local = zonedDateTimeLocal(zone, instant);
  const weekday = weekdayOf(local.slice(0, 10));
  const minute = minutesOfDay(local.slice(11, 16));
  const today = hours.filter((h) => h.weekday === weekday);
  let end = minute;
  for (let carried = true; carried; ) {
    carried = false;
    for (const h of today) {
      if (minutesOfDay(h.starts_at) <= end && end < minutesOfDay(h.ends_at)) {
        end = minutesOfDay(h.ends_at);
        carried = true;
      }
    }
  }
  const at = instant.getTime();
  const ends = at - (at % 60_000) + (end - minute) * 60_000;
  const cut = excluded.map((span) => new Date(span.starts_at).getTime()).filter((start) => at < start && start < ends);
  return new Date(Math.min(ends, ...cut));
}
