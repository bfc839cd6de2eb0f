import { DEFAULT_TIME_ZONE } from "@despacho/domain";

// spec §1: es-CO, pesos without decimals, 12-hour clock in Bogotá.
const cop = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const time = new Intl.DateTimeFormat("es-CO", { hour: "numeric", minute: "2-digit", hour12: true, timeZone: DEFAULT_TIME_ZONE });

/** "$ 12.500" */
export const formatCop = (value: number) => cop.format(value);
/** "3:05 p. m." */
export const formatTime = (iso: string) => time.format(new Date(iso));

const day = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
/** A calendar day "2026-11-28" as "28 nov 2026" (the day itself, whatever the phone's zone). */
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T12:00:00Z`));
const dateTime = new Intl.DateTimeFormat("es-CO", { dateStyle: "medium", timeStyle: "short", hour12: true, timeZone: DEFAULT_TIME_ZONE });
/** "28 nov 2026, 3:05 p. m." */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
