import { WEEKDAYS, bogotaDate } from "@despacho/domain";

const DAY_MS = 86_400_000;
const HORIZON_DAYS = 370;

/**
 * The next occurrence of a repeating scheduled service (repeat_scheduled_at: weekday names and/or
 * ISO dates): the same Bogotá time of day on the first matching day after `scheduledAt` and
 * after `notBefore` (days missed while nothing ran are skipped, not created in the past).
 * Bogotá has no daylight saving, so adding whole days keeps the time of day.
 */
export function nextOccurrence(scheduledAt: Date, days: string[], notBefore: Date): Date | null {
  const skip = Math.max(0, Math.floor((notBefore.getTime() - scheduledAt.getTime()) / DAY_MS));
  for (let d = skip + 1; d <= skip + HORIZON_DAYS; d++) {
    const candidate = new Date(scheduledAt.getTime() + d * DAY_MS);
    if (candidate <= notBefore) continue;
    const date = bogotaDate(candidate);
    const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
    if (days.includes(weekday) || days.includes(date)) return candidate;
  }
  return null;
}
