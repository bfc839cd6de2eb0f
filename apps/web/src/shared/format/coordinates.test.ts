import { describe, expect, it } from "vitest";
import { formatCoordinate, formatPoint } from "./coordinates";

describe("coordinates on screen", () => {
  it("are written to 5 decimals with a point, as GPS apps read them", () => {
    expect(formatCoordinate(4.572697589123)).toBe("4.57270");
    expect(formatCoordinate(-74.1)).toBe("-74.10000");
    expect(formatPoint(4.6486, -74.0628)).toBe("4.64860, -74.06280");
  });
});
