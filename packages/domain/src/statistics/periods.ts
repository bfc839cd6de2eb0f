import { z } from "zod";
import type { ServiceCounts } from "../schemas/service.js";
import { SERVICE_STATUSES, type ServiceStatus } from "../services/status.js";

// issue 25 statistics: the periods the reports read and the arithmetic their tables and charts share.

export const MONTH_MESSAGE = "Use un mes válido con el formato AAAA-MM";
export const monthSchema = z.string({ error: MONTH_MESSAGE }).regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE });
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2100;
export const yearSchema = z.coerce
  .number({ error: "Use un año válido" })
  .int({ error: "Use un año válido" })
  .min(YEAR_MIN, { error: "Use un año válido" })
  .max(YEAR_MAX, { error: "Use un año válido" });

/** The days of a month (YYYY-MM) as YYYY-MM-DD, first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
}

/** The twelve months of a year as YYYY-MM. */
export const monthsOfYear = (year: number) => Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}`);

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

export const emptyCounts = (): ServiceCounts => Object.fromEntries(SERVICE_STATUSES.map((s) => [s, 0])) as ServiceCounts;

/** Rows of (status, count) summed into one count per status, 0 for a status with none. */
export function countsOf(rows: readonly { status: ServiceStatus; count: number }[]): ServiceCounts {
  const counts = emptyCounts();
  for (const row of rows) counts[row.status] += row.count;
  return counts;
}

export const totalOf = (counts: ServiceCounts) => SERVICE_STATUSES.reduce((sum, s) => sum + counts[s], 0);

/** Per cent of offers accepted, one decimal; null when none was offered. */
export const acceptanceRate = (accepted: number, offered: number) => (offered === 0 ? null : Math.round((accepted * 1000) / offered) / 10);

/** The change from one period to the next in per cent, one decimal; null from 0. */
export const changeRate = (before: number, after: number) => (before === 0 ? null : Math.round(((after - before) * 1000) / before) / 10);
