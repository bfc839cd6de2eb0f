import { describe, expect, it } from "vitest";
import { fitScale } from "./compress-photo";

describe("the proof photo's size", () => {
  it("fits the longest side in 1280 pixels and never enlarges a small photo", () => {
    expect(fitScale(4000, 3000)).toBe(0.32);
    expect(fitScale(3000, 4000)).toBe(0.32);
    expect(fitScale(800, 600)).toBe(1);
  });
});
