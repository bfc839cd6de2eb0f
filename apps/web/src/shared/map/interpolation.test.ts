import { describe, expect, it } from "vitest";
import { glideTo, isGliding, positionAt } from "./interpolation";

describe("a courier's dot between reports", () => {
  it("starts where it was, is half way at half time and arrives at the end", () => {
    const glide = { from: [-74, 4.6] as [number, number], to: [-74.02, 4.64] as [number, number], start: 1000, duration: 1000 };
    expect(positionAt(glide, 1000)).toEqual([-74, 4.6]);
    const [lng, lat] = positionAt(glide, 1500);
    expect([lng.toFixed(6), lat.toFixed(6)]).toEqual(["-74.010000", "4.620000"]);
    expect(positionAt(glide, 2000)).toEqual([-74.02, 4.64]);
    expect(positionAt(glide, 5000)).toEqual([-74.02, 4.64]);
    expect(isGliding(glide, 1999)).toBe(true);
    expect(isGliding(glide, 2000)).toBe(false);
  });

  it("appears at its first point, glides for the gap between reports and at most a second", () => {
    const first = glideTo(undefined, [-74, 4.6], 0, undefined);
    expect(first).toEqual({ from: [-74, 4.6], to: [-74, 4.6], start: 0, duration: 0 });
    expect(glideTo(first, [-74.1, 4.7], 400, 0).duration).toBe(400);
    expect(glideTo(first, [-74.1, 4.7], 5000, 0).duration).toBe(1000);
  });

  it("a report arriving mid-glide starts from where the dot is, not from the old point", () => {
    const moving = { from: [-74, 4.6] as [number, number], to: [-74.02, 4.64] as [number, number], start: 0, duration: 1000 };
    const next = glideTo(moving, [-74.04, 4.68], 500, 0);
    expect(next.from.map((v) => v.toFixed(6))).toEqual(["-74.010000", "4.620000"]);
    expect(next.to).toEqual([-74.04, 4.68]);
  });
});
