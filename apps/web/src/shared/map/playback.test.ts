import { describe, expect, it } from "vitest";
import { advance, positionAtTime, type TrackPoint } from "./playback";

const track: TrackPoint[] = [
  [4.6, -74.08, 1_000, 0],
  [4.62, -74.06, 3_000, 0],
  [4.64, -74.06, 4_000, 1],
];

describe("track playback", () => {
  it("is at the first point before the day, the last after it, and on the line between two points", () => {
    expect(positionAtTime(track, 0)).toEqual([-74.08, 4.6]);
    expect(positionAtTime(track, 9_999)).toEqual([-74.06, 4.64]);
    const [lng, lat] = positionAtTime(track, 2_000) as [number, number];
    expect([lng.toFixed(4), lat.toFixed(4)]).toEqual(["-74.0700", "4.6100"]);
    expect(positionAtTime(track, 3_000)).toEqual([-74.06, 4.62]);
    expect(positionAtTime([], 1)).toBeNull();
  });

  it("moves the clock by the speed and stops at the end", () => {
    expect(advance(1_000, 16, 60, 10_000)).toBe(1_960);
    expect(advance(9_900, 16, 60, 10_000)).toBe(10_000);
  });
});
