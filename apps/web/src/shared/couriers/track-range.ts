import { bogotaDate, bogotaDateTimeLocal, bogotaLocalToIso, bogotaMinuteEndIso } from "@despacho/domain";

/** A tracking range as the dialog's pickers hold it: Bogotá wall-clock "YYYY-MM-DDTHH:mm". */
export interface TrackRange {
  from: string;
  to: string;
}

/** spec §2.4 tracking dialog: by default from midnight today to now in Bogotá. */
export const todaySoFar = (now = new Date()): TrackRange => ({ from: `${bogotaDate(now)}T00:00`, to: bogotaDateTimeLocal(now) });

/** The range's instants: from the start of its first minute through the end of its last (points of this minute count). */
export const trackRangeQuery = ({ from, to }: TrackRange) => ({ from: bogotaLocalToIso(from), to: bogotaMinuteEndIso(to) });
