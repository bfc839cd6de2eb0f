import { describe, expect, it } from "vitest";
import { bogotaDate, bogotaDateTimeLocal, bogotaDay, bogotaLocalToIso, bogotaMinuteEndIso } from "./time.js";

describe("Bogotá time (UTC-5 all year)", () => {
  it("puts an instant before 05:00 UTC on the previous Bogotá day", () => {
    expect(bogotaDate(new Date("2026-11-24T04:59:59Z"))).toBe("2026-11-23");
    expect(bogotaDate(new Date("2026-11-24T05:00:00Z"))).toBe("2026-11-24");
    expect(bogotaDate("2026-01-01T03:00:00Z")).toBe("2025-12-31");
  });

  it("reads the wall clock of an instant", () => {
    expect(bogotaDateTimeLocal(new Date("2026-11-23T20:07:30Z"))).toBe("2026-11-23T15:07");
  });

  it("turns a wall-clock time into its instant", () => {
    expect(bogotaLocalToIso("2026-11-23T15:07")).toBe("2026-11-23T15:07:00-05:00");
    expect(bogotaLocalToIso("2026-11-23T15:07:45")).toBe("2026-11-23T15:07:45-05:00");
    expect(new Date(bogotaLocalToIso("2026-11-23T15:07")).toISOString()).toBe("2026-11-23T20:07:00.000Z");
  });

  it("ends a wall-clock minute at its last millisecond", () => {
    expect(bogotaMinuteEndIso("2026-11-23T15:07")).toBe("2026-11-23T15:07:59.999-05:00");
    expect(new Date(bogotaMinuteEndIso("2026-11-23T23:59")).toISOString()).toBe("2026-11-24T04:59:59.999Z");
  });

  it("bounds a day from Bogotá's midnight to the next", () => {
    const { start, end } = bogotaDay("2026-11-23");
    expect(start.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(end.toISOString()).toBe("2026-11-24T05:00:00.000Z");
  });
});
