/** The periods the earnings screen offers. */
export const EARNINGS_PERIODS = { today: "Hoy", week: "7 días", month: "Este mes" } as const;
export type EarningsPeriod = keyof typeof EARNINGS_PERIODS;

/** A calendar day `days` before or after (negative) another, both "YYYY-MM-DD". */
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Bogotá days a period covers, both included, given today's: "week" is today and the six days before it. */
export function periodDays(period: EarningsPeriod, today: string): { from: string; to: string } {
  if (period === "today") return { from: today, to: today };
  if (period === "week") return { from: shift(today, -6), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}
