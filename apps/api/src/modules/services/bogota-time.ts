// Colombia keeps UTC-5 all year (no daylight saving since 1993), so day limits are fixed offsets.
export const BOGOTA_TIME_ZONE = "America/Bogota";
const OFFSET = "-05:00";
const DAY_MS = 86_400_000;

/** [start, end) of a YYYY-MM-DD day in Bogotá. */
export function bogotaDay(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00${OFFSET}`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Bogotá calendar day (YYYY-MM-DD) of an instant. */
export const bogotaDate = (at: Date) => new Date(at.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);

const CREATED_FORMAT = new Intl.DateTimeFormat("es-CO", {
  timeZone: BOGOTA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});

/** es-CO, 12-hour clock (spec §1). */
export const formatBogota = (at: Date) => CREATED_FORMAT.format(at);
