import { WEEKDAYS, weekdayOf, zonedDateTimeLocal, zonedLocalToIso } from "@despacho/domain";

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 370;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The next occurrence of a repeating scheduled service (repeat_scheduled_at: weekday names and/or
 * ISO dates): the same wall-clock time of day, in the headquarter's zone, on the first matching day
 * after `scheduledAt` and after `notBefore` (days missed while nothing ran are skipped, not created in
 * the past). The time of day is kept across a daylight-saving change.
 */
export function nextOccurrence(scheduledAt: Date, days: string[], notBefore: Date, zone: string): Date | null {
  const local = zonedDateTimeLocal(zone, scheduledAt);
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  // Zone offsets are whole minutes: the seconds and milliseconds past the minute carry over as they are.
  const pastMinute = ((scheduledAt.getTime() % 60_000) + 60_000) % 60_000;
  const skip = Math.max(0, Math.floor((notBefore.getTime() - scheduledAt.getTime()) / DAY_MS) - 1);
  for (let d = skip + 1; d <= skip + HORIZON_DAYS; d++) {
    const day = addDays(date, d);
    const candidate = new Date(Date.parse(zonedLocalToIso(zone, `${day}T${time}`)) + pastMinute);
    if (candidate <= notBefore) continue;
    const weekday = WEEKDAYS[weekdayOf(day)].key;
    if (days.includes(weekday) || days.includes(day)) return candidate;
  }
  return null;
}
