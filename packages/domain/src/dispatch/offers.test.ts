import { describe, expect, it } from "vitest";
import { countdownText, decisionAnswerOf, hasStalled } from "./offers.js";

describe("offers", () => {
  it("counts down in minutes and seconds, rounding up, never below zero", () => {
    const now = new Date("2026-11-27T15:00:00.000Z");
    expect(countdownText("2026-11-27T15:00:27.000Z", now)).toBe("0:27");
    expect(countdownText("2026-11-27T15:00:26.200Z", now)).toBe("0:27");
    expect(countdownText("2026-11-27T15:01:05.000Z", now)).toBe("1:05");
    expect(countdownText("2026-11-27T14:59:50.000Z", now)).toBe("0:00");
  });

  it("a refusal and a timeout are what a decision names; an accept or a withdrawal are not", () => {
    expect(["accepted", "refused", "expired", "withdrawn"].map((a) => decisionAnswerOf(a as never))).toEqual([
      null,
      "rejected",
      "timed_out",
      null,
    ]);
  });

  it("a courier who accepted has stalled unless at the origin or at least 100 m closer to it", () => {
    expect(hasStalled(2, 2)).toBe(true);
    expect(hasStalled(2, 1.95)).toBe(true);
    expect(hasStalled(2, 1.9)).toBe(false);
    expect(hasStalled(0.05, 0.08)).toBe(false);
    expect(hasStalled(null, 1)).toBe(true);
    expect(hasStalled(1, null)).toBe(true);
  });
});
