import { describe, expect, it } from "vitest";
import { formatNumber, parseNumber } from "./number-input";

describe("number fields", () => {
  it("reads digits as a number, and an empty field as NaN or null", () => {
    expect(parseNumber()("6000")).toBe(6000);
    expect(parseNumber()("  ")).toBeNaN();
    expect(parseNumber(null)("")).toBeNull();
  });

  it("shows nothing for NaN or null and the number otherwise", () => {
    expect(formatNumber(Number.NaN)).toBe("");
    expect(formatNumber(null)).toBe("");
    expect(formatNumber(0)).toBe(0);
  });
});
