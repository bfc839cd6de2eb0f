import { describe, expect, it } from "vitest";
import { acceptanceRate, changeRate, countsOf, daysOfMonth, monthSchema, monthsOfYear, previousMonth, totalOf } from "./periods.js";
import { statsRangeQuerySchema } from "./schemas.js";

describe("report periods", () => {
  it("lists the days of a month, leap years included", () => {
    expect(daysOfMonth("2028-02")).toHaveLength(29);
    expect(daysOfMonth("2026-02").at(-1)).toBe("2026-02-28");
    expect(daysOfMonth("2026-11").slice(0, 2)).toEqual(["2026-11-01", "2026-11-02"]);
    expect(daysOfMonth("2026-12").at(-1)).toBe("2026-12-31");
  });

  it("lists the months of a year and the month before one", () => {
    expect(monthsOfYear(2026)).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
    ]);
    expect(previousMonth("2026-01")).toBe("2025-12");
    expect(previousMonth("2026-11")).toBe("2026-10");
  });

  it("accepts a month as AAAA-MM only", () => {
    expect(monthSchema.safeParse("2026-11").success).toBe(true);
    expect(monthSchema.safeParse("2026-13").error?.issues[0].message).toBe("Use un mes válido con el formato AAAA-MM");
    expect(monthSchema.safeParse("2026-1").success).toBe(false);
    expect(statsRangeQuerySchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(false);
  });
});

describe("report arithmetic", () => {
  it("sums counts per status with 0 for the others", () => {
    const counts = countsOf([
      { status: "finished", count: 3 },
      { status: "finished", count: 2 },
      { status: "cancelled", count: 1 },
    ]);
    expect(counts).toEqual({ by_assign: 0, scheduled: 0, pending: 0, assigned: 0, in_progress: 0, finished: 5, cancelled: 1 });
    expect(totalOf(counts)).toBe(6);
  });

  it("rates acceptance and change in per cent with one decimal", () => {
    expect(acceptanceRate(2, 3)).toBe(66.7);
    expect(acceptanceRate(0, 4)).toBe(0);
    expect(acceptanceRate(0, 0)).toBeNull();
    expect(changeRate(120, 150)).toBe(25);
    expect(changeRate(3, 2)).toBe(-33.3);
    expect(changeRate(0, 5)).toBeNull();
  });
});
