import { z } from "zod";
import { minutesOfDay } from "../schedules/working-hours.js";
import { dateTimeSchema, pageQuerySchema, uuidSchema } from "./common.js";
import { messengerRefSchema } from "./messenger-ref.js";
import { WEEKDAYS } from "../weekdays.js";

export const EXCLUDED_REASON_MAX = 200;

export const SCHEDULE_MESSAGES = {
  startBeforeEnd: "La hora de inicio debe ser anterior a la hora de fin",
  excludedOverlap: "Las horas excluidas se cruzan con otras del colaborador",
  deleteConfirm: "¿Está seguro de eliminar el horario?",
  excludedDeleteConfirm: "¿Está seguro de eliminar las horas excluidas?",
} as const;

const TIME_FORMAT = "Use una hora con el formato HH:MM";
/** "HH:MM" from 00:00 to 23:59. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_FORMAT });
/** An end may also be 24:00 (the end of the day). */
const endTimeSchema = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, { error: TIME_FORMAT });

const LAST_WEEKDAY = WEEKDAYS.length - 1;
const WEEKDAY_RANGE = `El día debe estar entre 0 (${WEEKDAYS[0].label.toLowerCase()}) y ${LAST_WEEKDAY} (${WEEKDAYS[LAST_WEEKDAY].label.toLowerCase()})`;
export const weekdaySchema = z
  .number({ error: "Campo requerido" })
  .int()
  .min(0, { error: WEEKDAY_RANGE })
  .max(LAST_WEEKDAY, { error: WEEKDAY_RANGE });

const startsBeforeEnd = (h: { starts_at: string; ends_at: string }) => minutesOfDay(h.starts_at) < minutesOfDay(h.ends_at);
/** Compare the ends only once each field is well formed (one message per mistake). */
const onceFieldsAreValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
const hourFields = { weekday: weekdaySchema, starts_at: timeOfDaySchema, ends_at: endTimeSchema };

/** One weekly span of the headquarter's hours. */
export const workingHourInputSchema = z
  .object(hourFields)
  .strict()
  .refine(startsBeforeEnd, { path: ["ends_at"], error: SCHEDULE_MESSAGES.startBeforeEnd, ...onceFieldsAreValid });
export type WorkingHourInput = z.infer<typeof workingHourInputSchema>;

export const workingHourSchema = z.object({ id: z.string(), weekday: z.number().int(), starts_at: z.string(), ends_at: z.string() });
export type WorkingHour = z.infer<typeof workingHourSchema>;

/** One weekly span of a courier's hours at the headquarter. */
export const messengerWorkingHourInputSchema = z
  .object({ messenger: uuidSchema, ...hourFields })
  .strict()
  .refine(startsBeforeEnd, { path: ["ends_at"], error: SCHEDULE_MESSAGES.startBeforeEnd, ...onceFieldsAreValid });
export type MessengerWorkingHourInput = z.infer<typeof messengerWorkingHourInputSchema>;

export const messengerWorkingHourSchema = workingHourSchema.extend({ messenger: messengerRefSchema });
export type MessengerWorkingHour = z.infer<typeof messengerWorkingHourSchema>;

/** Hours a courier does not work although their weekly hours say so (a day off, an appointment). */
export const excludedHourInputSchema = z
  .object({
    messenger: uuidSchema,
    starts_at: dateTimeSchema,
    ends_at: dateTimeSchema,
    reason: z
      .string()
      .trim()
      .max(EXCLUDED_REASON_MAX, { error: `Máximo ${EXCLUDED_REASON_MAX} caracteres` })
      .optional(),
  })
  .strict()
  .refine((h) => new Date(h.starts_at).getTime() < new Date(h.ends_at).getTime(), {
    path: ["ends_at"],
    error: SCHEDULE_MESSAGES.startBeforeEnd,
    ...onceFieldsAreValid,
  });
export type ExcludedHourInput = z.infer<typeof excludedHourInputSchema>;

export const excludedHourSchema = z.object({
  id: z.string(),
  messenger: messengerRefSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string().nullable(),
});
export type ExcludedHour = z.infer<typeof excludedHourSchema>;

export const workingHourListQuerySchema = pageQuerySchema.extend({ weekday: z.coerce.number().pipe(weekdaySchema).optional() }).strict();
/** A courier's hours, or every courier's when none is named. */
export const messengerHourListQuerySchema = pageQuerySchema.extend({ messenger: uuidSchema.optional() }).strict();
