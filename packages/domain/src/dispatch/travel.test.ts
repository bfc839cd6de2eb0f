import { describe, expect, it } from "vitest";
import { planeTravel } from "./test-fixtures.js";
import { workMinutesThrough } from "./travel.js";

describe("the rest of a courier's work (issue 22)", () => {
  it("counts the legs through every stop and two minutes at each", () => {
    const stops = [
      { x: 1, y: 0 },
      { x: 1, y: 2 },
    ];
    expect(workMinutesThrough(planeTravel, { x: 0, y: 0 }, stops)).toBe(2 + 4 + 2 * 2);
    expect(workMinutesThrough(planeTravel, { x: 0, y: 0 }, [])).toBe(0);
  });
});
