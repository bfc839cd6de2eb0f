import type { ExcludedHour, MessengerWorkingHour, WorkingHour } from "@despacho/domain";
import { presentCourierRef } from "../../db/courier-refs.js";
import type { excludedWorkingHours, messengerWorkingHours, workingHours } from "../../db/schema/index.js";

type CourierRefRow = { courierFirstName: string; courierLastName: string; courierUsername: string };

/** PostgreSQL answers a time as "HH:MM:SS"; the API speaks "HH:MM". */
const hhmm = (time: string) => time.slice(0, 5);

export const presentWorkingHour = (row: typeof workingHours.$inferSelect): WorkingHour => ({
  id: row.id,
  weekday: row.weekday,
  starts_at: hhmm(row.startsAt),
  ends_at: hhmm(row.endsAt),
});

export const presentMessengerWorkingHour = (
  row: { hour: typeof messengerWorkingHours.$inferSelect } & CourierRefRow,
): MessengerWorkingHour => ({
  ...presentWorkingHour(row.hour),
  messenger: presentCourierRef(row.hour.messengerId, row),
});

export const presentExcludedHour = (row: { excluded: typeof excludedWorkingHours.$inferSelect } & CourierRefRow): ExcludedHour => ({
  id: row.excluded.id,
  messenger: presentCourierRef(row.excluded.messengerId, row),
  starts_at: row.excluded.startsAt.toISOString(),
  ends_at: row.excluded.endsAt.toISOString(),
  reason: row.excluded.reason,
});
