import { bogotaDate } from "@despacho/domain";
import { formatClock, LOCALE, TIME_ZONE } from "@shared/format/date";

const dayTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** "3:05 p. m." today, "21 nov, 3:05 p. m." another day (12-hour clock, spec §1). */
export function formatShortDateTime(at: string, now: Date = new Date()): string {
  return bogotaDate(at) === bogotaDate(now) ? formatClock(at) : dayTime.format(new Date(at));
}
