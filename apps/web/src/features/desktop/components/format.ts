import { zonedDate } from "@despacho/domain";
import { formatClock, zonedFormat } from "@shared/format/date";
import { displayTimeZone } from "@shared/format/time-zone";

const DAY_TIME: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", hour: "numeric", minute: "2-digit", hour12: true };

/** "3:05 p. m." today, "21 nov, 3:05 p. m." another day (12-hour clock, spec §1), the day being the headquarter's. */
export function formatShortDateTime(at: string, now: Date = new Date()): string {
  const zone = displayTimeZone();
  return zonedDate(zone, at) === zonedDate(zone, now) ? formatClock(at) : zonedFormat(DAY_TIME, zone).format(new Date(at));
}
