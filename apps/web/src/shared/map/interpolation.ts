/** A courier's dot between two reported points: it glides from `from` to `to` over `duration` ms from `start`. */
export interface Glide {
  from: [number, number];
  to: [number, number];
  start: number;
  duration: number;
}

/** How long a dot takes to reach a new point: the gap since the last report, at most this (1 Hz updates glide 1 s). */
export const GLIDE_MAX_MS = 1_000;

/** Where the dot is at `now` (eased in and out; at `to` once the glide is over). */
export function positionAt(glide: Glide, now: number): [number, number] {
  if (glide.duration <= 0 || now >= glide.start + glide.duration) return glide.to;
  const t = Math.max(0, (now - glide.start) / glide.duration);
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return [glide.from[0] + (glide.to[0] - glide.from[0]) * eased, glide.from[1] + (glide.to[1] - glide.from[1]) * eased];
}

/** The glide to a newly reported point, starting where the dot is now (no jump back when reports come early). */
export function glideTo(previous: Glide | undefined, to: [number, number], now: number, lastReportAt: number | undefined): Glide {
  if (!previous) return { from: to, to, start: now, duration: 0 };
  const gap = lastReportAt === undefined ? GLIDE_MAX_MS : now - lastReportAt;
  return { from: positionAt(previous, now), to, start: now, duration: Math.min(Math.max(gap, 0), GLIDE_MAX_MS) };
}

export const isGliding = (glide: Glide, now: number) => glide.duration > 0 && now < glide.start + glide.duration;
