import { zonedFormatter } from "@despacho/domain";

const CSV_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/** "23/11/2026, 3:07 p. m.": es-CO, 12-hour clock (spec §1), in the headquarter's zone. */
export const csvDateTime = (zone: string, at: Date) => zonedFormatter("es-CO", zone, CSV_DATE_TIME).format(at);
