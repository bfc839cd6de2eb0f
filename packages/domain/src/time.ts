// Wall-clock time in a headquarter's time zone (spec §3 headquarter settings time_zone, decision 014).
// Offsets come from Intl for each instant, so zones with daylight saving get their days of 23 and 25 hours.
export const DEFAULT_TIME_ZONE = "America/Bogota";

/** The IANA time zones this runtime's Intl supports (spec §3 headquarter settings time_zone), UTC included. */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort();
export const isSupportedTimeZone = (zone: string) => TIME_ZONES.includes(zone);

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The Intl formatter of these options in the zone, built once per locale, zone and options (building one costs far
 * more than using it): the one way the web, the API and these rules format in a zone.
 */
export function zonedFormatter(locale: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

const PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const partsFormat = (zone: string) => zonedFormatter("en-US", zone, PARTS);

/** Milliseconds the zone's wall clock is ahead of UTC at an instant (Bogotá: −5 h). */
function offsetMs(zone: string, at: number): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/** "-05:00" for an offset in milliseconds. */
function offsetText(ms: number) {
  const minutes = Math.round(Math.abs(ms) / MINUTE_MS);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${ms < 0 ? "-" : "+"}${hh}:${mm}`;
}

const wallClock = (zone: string, at: Date | string | number) => {
  const t = new Date(at).getTime();
  return new Date(t + offsetMs(zone, t)).toISOString();
};

/** The offset in force in the zone for a wall-clock time read as if it were UTC (two passes around a change). */
function offsetOfLocal(zone: string, naiveUtc: number) {
  const first = offsetMs(zone, naiveUtc);
  const second = offsetMs(zone, naiveUtc - first);
  return first === second ? first : offsetMs(zone, naiveUtc - second);
}

const withSeconds = (local: string) => (local.length === 16 ? `${local}:00` : local);

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export const zonedDate = (zone: string, at: Date | string | number = new Date()) => wallClock(zone, at).slice(0, 10);

/** "YYYY-MM-DDTHH:mm" of an instant in the zone (the value of a datetime-local input). */
export const zonedDateTimeLocal = (zone: string, at: Date | string | number = new Date()) => wallClock(zone, at).slice(0, 16);

/** The ISO 8601 instant, with the zone's offset, of a wall-clock time "YYYY-MM-DDTHH:mm[:ss]" there. */
export function zonedLocalToIso(zone: string, local: string) {
  const full = withSeconds(local);
  return `${full}${offsetText(offsetOfLocal(zone, Date.parse(`${full}Z`)))}`;
}

/** The last instant a wall-clock minute "YYYY-MM-DDTHH:mm" holds: a range "hasta 3:31 p. m." takes 3:31:40 in. */
export function zonedMinuteEndIso(zone: string, local: string) {
  const minute = local.slice(0, 16);
  return `${minute}:59.999${offsetText(offsetOfLocal(zone, Date.parse(`${minute}:00Z`)))}`;
}

/** [start, end) of a YYYY-MM-DD day in the zone: from its midnight to the next day's. */
export function zonedDay(zone: string, day: string): { start: Date; end: Date } {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: new Date(zonedLocalToIso(zone, `${day}T00:00`)), end: new Date(zonedLocalToIso(zone, `${next}T00:00`)) };
}
