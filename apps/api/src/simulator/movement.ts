import type { Bounds, Coordinates } from "@despacho/domain";

/** Metres in one degree of latitude (and of longitude at the equator): close enough within a city. */
const METRES_PER_DEGREE = 111_320;

const metresPerLongitude = (latitude: number) => METRES_PER_DEGREE * Math.cos((latitude * Math.PI) / 180);

/** Straight-line metres between two nearby points (an equirectangular projection). */
export function metresBetween(a: Coordinates, b: Coordinates): number {
  const north = (b.latitude - a.latitude) * METRES_PER_DEGREE;
  const east = (b.longitude - a.longitude) * metresPerLongitude((a.latitude + b.latitude) / 2);
  return Math.hypot(north, east);
}

/** A city grid's way from one point to another: along the latitude first, then along the longitude. */
export function streetPath(from: Coordinates, to: Coordinates): Coordinates[] {
  return [{ latitude: to.latitude, longitude: from.longitude }, to];
}

/** Metres a vehicle at `kmh` covers in `ms`. */
export const metresIn = (kmh: number, ms: number) => (kmh * 1000 * ms) / 3_600_000;

/** Moves `metres` along the path's points in order: the new position and the points still ahead (none once arrived). */
export function advance(from: Coordinates, path: Coordinates[], metres: number): { position: Coordinates; path: Coordinates[] } {
  let position = from;
  let left = metres;
  const ahead = [...path];
  while (ahead.length > 0) {
    const next = ahead[0];
    const gap = metresBetween(position, next);
    if (gap > left) {
      const share = left / gap;
      position = {
        latitude: position.latitude + (next.latitude - position.latitude) * share,
        longitude: position.longitude + (next.longitude - position.longitude) * share,
      };
      return { position, path: ahead };
    }
    left -= gap;
    position = next;
    ahead.shift();
  }
  return { position, path: ahead };
}

/** A point within `km` of `near` (a square around it), kept inside the city's bounds. */
export function pointNear(near: Coordinates, bounds: Bounds, km: number, random: () => number): Coordinates {
  const dLat = (km * 1000) / METRES_PER_DEGREE;
  const dLng = (km * 1000) / metresPerLongitude(near.latitude);
  const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
  return {
    latitude: clamp(near.latitude + (random() * 2 - 1) * dLat, bounds.south, bounds.north),
    longitude: clamp(near.longitude + (random() * 2 - 1) * dLng, bounds.west, bounds.east),
  };
}

/** The middle of the bounds. */
export const centreOf = (b: Bounds): Coordinates => ({ latitude: (b.north + b.south) / 2, longitude: (b.east + b.west) / 2 });
