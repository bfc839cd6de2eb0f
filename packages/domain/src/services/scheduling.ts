import { zonedDateTimeLocal } from "../time.js";

export const SCHEDULING_MESSAGES = {
  required: "Indique la fecha y hora del servicio programado",
  past: "La fecha y hora programada ya pasó; indique una posterior",
  format: "Use la fecha y hora como DD/MM/AAAA HH:mm, por ejemplo 24/12/2026 14:30",
} as const;

/**
 * spec §5 scheduling, the rule of the creation panel and of the massive load: a scheduled service has its date and time
 * ("YYYY-MM-DDTHH:mm" on the headquarter's wall clock), not before the current minute there.
 */
export function scheduledAtError(zone: string, local: string, now: Date = new Date()): string | null {
  if (!local) return SCHEDULING_MESSAGES.required;
  return local.slice(0, 16) < zonedDateTimeLocal(zone, now) ? SCHEDULING_MESSAGES.past : null;
}

const ES_CO_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::\d{2})?\s*(?:([ap])\.?\s*m\.?)?$/i;
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A date and time as Colombia writes it ("24/12/2026 14:30", "24/12/2026 2:30 p. m.") as "YYYY-MM-DDTHH:mm"; null when
 * it is not one (a day the month does not have, 25:00, 13:00 p. m.).
 */
export function parseEsCoDateTime(text: string): string | null {
  const match = ES_CO_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, d, m, y, h, min, half] = match;
  const [day, month, year, minute] = [Number(d), Number(m), Number(y), Number(min)];
  let hour = Number(h);
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** "YYYY-MM-DDTHH:mm" as the massive-load file writes it: "24/12/2026 14:30". */
export const formatEsCoDateTime = (local: string) =>
  `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
