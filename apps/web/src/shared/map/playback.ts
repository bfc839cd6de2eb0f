/** A track point as GET …/track/ gives it: [latitude, longitude, milliseconds since 1970, 1 when reported fake]. */
export type TrackPoint = [number, number, number, 0 | 1];

/** The playback speeds offered: one second of playback shows this many seconds of the day. */
export const PLAYBACK_SPEEDS = [10, 60, 300, 900] as const;
export const DEFAULT_PLAYBACK_SPEED = 60;

/** Where the courier was at `time` ([longitude, latitude]): between the two points around it, on the straight line. */
export function positionAtTime(points: readonly TrackPoint[], time: number): [number, number] | null {
  if (points.length === 0) return null;
  const first = points[0];
  const last = points[points.length - 1];
  if (time <= first[2]) return [first[1], first[0]];
  if (time >= last[2]) return [last[1], last[0]];
  let low = 0;
  let high = points.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (points[mid][2] <= time) low = mid;
    else high = mid;
  }
  const [a, b] = [points[low], points[high]];
  const t = b[2] === a[2] ? 1 : (time - a[2]) / (b[2] - a[2]);
  return [a[1] + (b[1] - a[1]) * t, a[0] + (b[0] - a[0]) * t];
}

/** The playback clock after `elapsedMs` of real time at `speed`, stopping at the end of the track. */
export const advance = (time: number, elapsedMs: number, speed: number, end: number) => Math.min(end, time + elapsedMs * speed);
