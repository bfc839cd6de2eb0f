import { describe, expect, it } from "vitest";
import { periodDays } from "./period";

describe("periodDays", () => {
  it("today is the one day", () => {
    expect(periodDays("today", "2026-11-28")).toEqual({ from: "2026-11-28", to: "2026-11-28" });
  });
  it("the last 7 days run back across a month and a year", () => {
    expect(periodDays("week", "2026-11-28")).toEqual({ from: "2026-11-22", to: "2026-11-28" });
    expect(periodDays("week", "2027-01-03")).toEqual({ from: "2026-12-28", to: "2027-01-03" });
    expect(periodDays("week", "2028-03-02")).toEqual({ from: "2028-02-25", to: "2028-03-02" });
  });
  it("this month starts on its first day", () => {
    expect(periodDays("month", "2026-11-28")).toEqual({ from: "2026-11-01", to: "2026-11-28" });
    expect(periodDays("month", "2026-12-01")).toEqual({ from: "2026-12-01", to: "2026-12-01" });
  });
});
