import { describe, expect, it } from "vitest";
import { todaySoFar, trackRangeQuery } from "./track-range";

describe("a tracking range as the API reads it", () => {
  it("runs from the start of its first minute through the end of its last, in Bogotá time", () => {
    expect(trackRangeQuery({ from: "2026-11-25T00:00", to: "2026-11-25T15:31" }, "America/Bogota")).toEqual({
      from: "2026-11-25T00:00:00-05:00",
      to: "2026-11-25T15:31:59.999-05:00",
    });
  });

  it("reads the wall clock in the headquarter's zone, daylight saving included", () => {
    expect(trackRangeQuery({ from: "2026-11-25T00:00", to: "2026-11-25T15:31" }, "Asia/Tokyo")).toEqual({
      from: "2026-11-25T00:00:00+09:00",
      to: "2026-11-25T15:31:59.999+09:00",
    });
    // Madrid moves to summer time at 2:00 on 29 March 2026: the range starts in winter and ends in summer.
    expect(trackRangeQuery({ from: "2026-03-29T00:00", to: "2026-03-29T12:00" }, "Europe/Madrid")).toEqual({
      from: "2026-03-29T00:00:00+01:00",
      to: "2026-03-29T12:00:59.999+02:00",
    });
  });
});

describe("the tracking dialog's default range", () => {
  it("runs from the zone's midnight to its now: Tokyo is already on the next day", () => {
    const now = new Date("2026-11-25T20:10:00Z");
    expect(todaySoFar("America/Bogota", now)).toEqual({ from: "2026-11-25T00:00", to: "2026-11-25T15:10" });
    expect(todaySoFar("Asia/Tokyo", now)).toEqual({ from: "2026-11-26T00:00", to: "2026-11-26T05:10" });
  });
});
