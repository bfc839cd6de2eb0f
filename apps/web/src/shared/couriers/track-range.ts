import { zonedDate, zonedDateTimeLocal, zonedLocalToIso, zonedMinuteEndIso } from "@despacho/domain";

/** A tracking range as the dialog's pickers hold it: wall-clock "YYYY-MM-DDTHH:mm" in the headquarter's zone. */
export interface TrackRange {
  from: string;
  to: string;
}

/** spec §2.4 tracking dialog: by default from midnight today to now in the headquarter's zone. */
export const todaySoFar = (zone: string, now = new Date()): TrackRange => ({
  from: `${zonedDate(zone, now)}T00:00`,
  to: zonedDateTimeLocal(zone, now),
});

/** The range's instants: from the start of its first minute through the end of its last (points of this minute count). */
export const trackRangeQuery = ({ from, to }: TrackRange, zone: string) => ({
  from: zonedLocalToIso(zone, from),
  to: zonedMinuteEndIso(zone, to),
});
