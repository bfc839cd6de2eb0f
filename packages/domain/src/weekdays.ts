/**
 * The days of the week, the one list: day 0 is Sunday (as JavaScript counts them), each with the name a repeating
 * service stores (spec §3 repeat_scheduled_at), the name a person reads and its short form.
 */
export const WEEKDAYS = [
  { key: "sunday", label: "Domingo", short: "Dom" },
  { key: "monday", label: "Lunes", short: "Lun" },
  { key: "tuesday", label: "Martes", short: "Mar" },
  { key: "wednesday", label: "Miércoles", short: "Mié" },
  { key: "thursday", label: "Jueves", short: "Jue" },
  { key: "friday", label: "Viernes", short: "Vie" },
  { key: "saturday", label: "Sábado", short: "Sáb" },
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WeekdayKey = Weekday["key"];

/** Monday first, as a week is laid out in Colombia. */
export const WEEKDAYS_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export const isWeekdayKey = (value: string): value is WeekdayKey => WEEKDAYS.some((day) => day.key === value);

/** The weekday (0 Sunday … 6 Saturday) of a calendar day "YYYY-MM-DD". */
export const weekdayOf = (calendarDay: string) => new Date(`${calendarDay}T00:00:00Z`).getUTCDay();
