import { zonedFormatter } from "@despacho/domain";
import { displayTimeZone } from "./time-zone";

// spec §1: es-CO dates, 12-hour clock, Spanish month names; in the headquarter's zone (decision 014).
export const LOCALE = "es-CO";

/** The es-CO formatter for these options in the display zone (the domain's, built once per zone). */
export const zonedFormat = (options: Intl.DateTimeFormatOptions, zone = displayTimeZone()): Intl.DateTimeFormat =>
  zonedFormatter(LOCALE, zone, options);

const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};
const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { ...DATE_TIME, second: "2-digit" };
const DAY: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric" };
const CLOCK: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit", hour12: true };
const CLOCK_SECONDS: Intl.DateTimeFormatOptions = { ...CLOCK, second: "2-digit" };
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "21 de noviembre de 2025 a las 3:05 p. m." */
export const formatDateTime = (value: Date | string | number) => zonedFormat(DATE_TIME).format(toDate(value));

/** "21 de noviembre de 2025 a las 3:05:09 p. m.": a courier's points, seconds apart. */
export const formatDateTimeSeconds = (value: Date | string | number) => zonedFormat(DATE_TIME_SECONDS).format(toDate(value));

/** "21/11/2025" (dd/mm/aaaa), for a date and its time written on two lines. */
export const formatDay = (value: Date | string | number) => zonedFormat(DAY).format(toDate(value));

/** "3:05 p. m." */
export const formatClock = (value: Date | string | number) => zonedFormat(CLOCK).format(toDate(value));

/** "3:05:09 p. m." */
export const formatClockSeconds = (value: Date | string | number) => zonedFormat(CLOCK_SECONDS).format(toDate(value));

// A wall-clock time of the weekly hours belongs to no day, so no zone: read as UTC to print it unchanged.
const timeOfDay = new Intl.DateTimeFormat(LOCALE, { timeZone: "UTC", hour: "numeric", minute: "2-digit", hour12: true });

/** "17:30" (a wall-clock time of the weekly hours) → "5:30 p. m."; "24:00" is the end of the day. */
export const formatTimeOfDay = (time: string) => (time === "24:00" ? "Fin del día" : timeOfDay.format(new Date(`1970-01-01T${time}:00Z`)));
