import { BOGOTA_TIME_ZONE } from "@despacho/domain";

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
