import { describe, expect, it } from "vitest";
import { trackRangeQuery } from "./track-range";

describe("a tracking range as the API reads it", () => {
  it("runs from the start of its first minute through the end of its last, in Bogotá time", () => {
    expect(trackRangeQuery({ from: "2026-11-25T00:00", to: "2026-11-25T15:31" })).toEqual({
      from: "2026-11-25T00:00:00-05:00",
      to: "2026-11-25T15:31:59.999-05:00",
    });
  });
});
