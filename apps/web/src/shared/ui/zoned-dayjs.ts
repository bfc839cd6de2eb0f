import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

// The MUI X pickers take a `timezone` only with dayjs' utc and timezone plugins.
dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A wall-clock "YYYY-MM-DD[THH:mm]" of the zone as a picker value: with the picker's `timezone` set to the
 * same zone, its calendar's today and the day or time it gives back are the zone's, not the browser's.
 */
export const zonedDayjs = (local: string, zone: string): Dayjs => dayjs.tz(local, zone);
