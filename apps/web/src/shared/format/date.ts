import { BOGOTA_TIME_ZONE } from "@despacho/domain";

// spec §1: es-CO dates, 12-hour clock, Spanish month names, Bogotá time.
export const LOCALE = "es-CO";
export const TIME_ZONE = BOGOTA_TIME_ZONE;

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "21 de noviembre de 2025 a las 3:05 p. m." */
export const formatDateTime = (value: Date | string | number) => dateTime.format(toDate(value));
