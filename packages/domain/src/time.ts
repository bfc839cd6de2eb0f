// spec §1 Bogotá time. Colombia keeps UTC-5 all year (no daylight saving since 1993), so Bogotá's
// days and wall-clock times are fixed offsets from UTC.
export const BOGOTA_TIME_ZONE = "America/Bogota";

/** The IANA time zones this runtime's Intl supports (spec §3 headquarter settings time_zone), UTC included. */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
export const isSupportedTimeZone = (zone: string) => TIME_ZONES.includes(zone);
export const BOGOTA_OFFSET = "-05:00";
const OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

const wallClock = (at: Date | string | number) => new Date(new Date(at).getTime() - OFFSET_MS).toISOString();

/** The Bogotá calendar day (YYYY-MM-DD) of an instant. */
export const bogotaDate = (at: Date | string | number = new Date()) => wallClock(at).slice(0, 10);

/** "YYYY-MM-DDTHH:mm" of an instant in Bogotá (the value of a datetime-local input). */
export const bogotaDateTimeLocal = (at: Date | string | number = new Date()) => wallClock(at).slice(0, 16);

/** The ISO 8601 instant of a Bogotá wall-clock time "YYYY-MM-DDTHH:mm[:ss]". */
export const bogotaLocalToIso = (local: string) => `${local.length === 16 ? `${local}:00` : local}${BOGOTA_OFFSET}`;

/** The last instant a Bogotá wall-clock minute "YYYY-MM-DDTHH:mm" holds: a range "hasta 3:31 p. m." takes 3:31:40 in. */
export const bogotaMinuteEndIso = (local: string) => `${local.slice(0, 16)}:59.999${BOGOTA_OFFSET}`;

/** [start, end) of a YYYY-MM-DD day in Bogotá. */
export function bogotaDay(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${BOGOTA_OFFSET}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
