import { describe, expect, it } from "vitest";
import { bytesToMegabytes, formatDecimal, formatMegabytes, megabytesToBytes } from "./decimal.js";

describe("file sizes in megabytes", () => {
  it("shows the spec §9 default 2621440 bytes as 2.5 MB and back", () => {
    expect(bytesToMegabytes(2_621_440)).toBe(2.5);
    expect(megabytesToBytes(2.5)).toBe(2_621_440);
  });

  it("rounds to two decimals and to whole bytes", () => {
    expect(bytesToMegabytes(1_000_000)).toBe(0.95);
    expect(megabytesToBytes(0.3)).toBe(314_573);
  });

  it("keeps an empty entry as not a number", () => {
    expect(megabytesToBytes(Number.NaN)).toBeNaN();
  });

  it("reads megabytes and decimals the Colombian way", () => {
    expect(formatMegabytes(2_621_440)).toBe("2,5");
    expect(formatMegabytes(3_000_000)).toBe("2,86");
    expect(formatDecimal(2.14)).toBe("2,1");
    expect(formatDecimal(10_000)).toBe("10.000");
  });
});
