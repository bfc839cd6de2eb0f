import { describe, expect, it } from "vitest";
import { zonedDate, zonedDateTimeLocal, zonedDay, zonedLocalToIso, zonedMinuteEndIso } from "./time.js";

describe("wall-clock time in Bogotá (UTC-5 all year)", () => {
  const zone = "America/Bogota";

  it("puts an instant before 05:00 UTC on the previous day", () => {
    expect(zonedDate(zone, new Date("2026-11-24T04:59:59Z"))).toBe("2026-11-23");
    expect(zonedDate(zone, new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
    expect(zonedDate(zone, "2026-01-01T03:00:00Z")).toBe("2025-12-31");
  });

  it("reads the wall clock of an instant", () => {
    expect(zonedDateTimeLocal(zone, new Date("2026-11-23T20:07:30Z"))).toBe("2026-11-23T15:07");
  });

  it("turns a wall-clock time into its instant", () => {
    expect(zonedLocalToIso(zone, "2026-11-23T15:07")).toBe("2026-11-23T15:07:00-05:00");
    expect(zonedLocalToIso(zone, "2026-11-23T15:07:45")).toBe("2026-11-23T15:07:45-05:00");
    expect(new Date(zonedLocalToIso(zone, "2026-11-23T15:07")).toISOString()).toBe("2026-11-23T20:07:00.000Z");
  });

  it("ends a wall-clock minute at its last millisecond", () => {
    expect(zonedMinuteEndIso(zone, "2026-11-23T15:07")).toBe("2026-11-23T15:07:59.999-05:00");
    expect(new Date(zonedMinuteEndIso(zone, "2026-11-23T23:59")).toISOString()).toBe("2026-11-24T04:59:59.999Z");
  });

  it("bounds a day from midnight to the next", () => {
    const { start, end } = zonedDay(zone, "2026-11-23");
    expect(start.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-24T05:00:00.000Z");
  });
});

describe("wall-clock time in other zones", () => {
  it("reads Lima, Madrid and Kolkata at the same instant", () => {
    const at = "2026-11-23T20:07:30Z";
    expect(zonedDateTimeLocal("America/Lima", at)).toBe("2026-11-23T15:07");
    expect(zonedDateTimeLocal("Europe/Madrid", at)).toBe("2026-11-23T21:07");
    expect(zonedDateTimeLocal("Asia/Kolkata", at)).toBe("2026-11-24T01:37");
    expect(zonedDate("Asia/Kolkata", at)).toBe("2026-11-24");
    expect(zonedLocalToIso("Asia/Kolkata", "2026-11-24T01:37")).toBe("2026-11-24T01:37:00+05:30");
    expect(zonedLocalToIso("UTC", "2026-11-24T01:37")).toBe("2026-11-24T01:37:00+00:00");
  });

  it("follows daylight saving: New York's offset changes and its days last 23 and 25 hours", () => {
    expect(zonedLocalToIso("America/New_York", "2026-01-15T09:00")).toBe("2026-01-15T09:00:00-05:00");
    expect(zonedLocalToIso("America/New_York", "2026-07-15T09:00")).toBe("2026-07-15T09:00:00-04:00");
    const spring = zonedDay("America/New_York", "2026-03-08");
    expect(spring.start.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    const autumn = zonedDay("America/New_York", "2026-11-01");
    expect(autumn.start.toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(autumn.end.toISOString()).toBe("2026-11-02T05:00:00.000Z");
    expect(zonedDate("America/New_York", "2026-11-01T04:30:00Z")).toBe("2026-11-01");
    expect(zonedDateTimeLocal("America/New_York", "2026-11-01T06:30:00Z")).toBe("2026-11-01T01:30");
  });
});
