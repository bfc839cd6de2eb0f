import { BOGOTA_TIME_ZONE } from "@despacho/domain";

// spec §1: es-CO dates, 12-hour clock, Spanish month names, Bogotá time.
export const LOCALE = "es-CO";
export const TIME_ZONE = BOGOTA_TIME_ZONE;

const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};
const CLOCK: Intl.DateTimeFormatOptions = { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit", hour12: true };
const dateTime = new Intl.DateTimeFormat(LOCALE, DATE_TIME);
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "21 de noviembre de 2025 a las 3:05 p. m." */
export const formatDateTime = (value: Date | string | number) => dateTime.format(toDate(value));

const dateTimeSeconds = new Intl.DateTimeFormat(LOCALE, { ...DATE_TIME, second: "2-digit" });

/** "21 de noviembre de 2025 a las 3:05:09 p. m.": a courier's points, seconds apart. */
export const formatDateTimeSeconds = (value: Date | string | number) => dateTimeSeconds.format(toDate(value));

const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const clock = new Intl.DateTimeFormat(LOCALE, CLOCK);

/** "21/11/2025" (dd/mm/aaaa), for a date and its time written on two lines. */
export const formatDay = (value: Date | string | number) => day.format(toDate(value));

/** "3:05 p. m." */
export const formatClock = (value: Date | string | number) => clock.format(toDate(value));

const clockSeconds = new Intl.DateTimeFormat(LOCALE, { ...CLOCK, second: "2-digit" });

/** "3:05:09 p. m." */
export const formatClockSeconds = (value: Date | string | number) => clockSeconds.format(toDate(value));

const timeOfDay = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: true });

/** "17:30" (a wall-clock time of the weekly hours) → "5:30 p. m."; "24:00" is the end of the day. */
export const formatTimeOfDay = (time: string) => (time === "24:00" ? "Fin del día" : timeOfDay.format(new Date(`1970-01-01T${time}:00Z`)));
