import { describe, expect, it } from "vitest";
import { earningOf } from "./earnings.js";

describe("earningOf", () => {
  it("per service pays the value for every finished service, whatever its cost", () => {
    expect(earningOf({ mode: "per_service", value: 4500 }, { cost: 12000, earnedToday: false })).toBe(4500);
    expect(earningOf({ mode: "per_service", value: 4500 }, { cost: 0, earnedToday: true })).toBe(4500);
  });

  it("a percentage of the cost rounds to the nearest peso, half up", () => {
    expect(earningOf({ mode: "percentage_of_cost", value: 70 }, { cost: 8500, earnedToday: false })).toBe(5950);
    expect(earningOf({ mode: "percentage_of_cost", value: 15 }, { cost: 8333, earnedToday: false })).toBe(1250);
    expect(earningOf({ mode: "percentage_of_cost", value: 10 }, { cost: 8335, earnedToday: false })).toBe(834);
    expect(earningOf({ mode: "percentage_of_cost", value: 33 }, { cost: 1001, earnedToday: true })).toBe(330);
    expect(earningOf({ mode: "percentage_of_cost", value: 100 }, { cost: 9900, earnedToday: false })).toBe(9900);
    expect(earningOf({ mode: "percentage_of_cost", value: 0 }, { cost: 9900, earnedToday: false })).toBe(0);
  });

  it("fixed per day pays the value on the first finished service of the day only", () => {
    expect(earningOf({ mode: "fixed_per_day", value: 60000 }, { cost: 7000, earnedToday: false })).toBe(60000);
    expect(earningOf({ mode: "fixed_per_day", value: 60000 }, { cost: 7000, earnedToday: true })).toBe(0);
  });
});
