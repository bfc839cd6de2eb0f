import { afterEach, describe, expect, it } from "vitest";
import { setDisplayTimeZone } from "@shared/format/time-zone";
import { formatShortDateTime } from "./format";

afterEach(() => setDisplayTimeZone("America/Bogota"));

describe("a desk row's time (decision 014: the headquarter's zone)", () => {
  // 02:00 UTC on the 24th: 9:00 p. m. of the 23rd in Bogotá, 11:00 a. m. of the 24th in Tokyo.
  const createdAt = "2026-11-24T02:00:00Z";
  const now = new Date("2026-11-24T04:30:00Z");

  it("writes only the clock on the zone's today, the day too on another", () => {
    expect(formatShortDateTime(createdAt, now)).toBe("9:00 p. m.");
    expect(formatShortDateTime("2026-11-23T04:00:00Z", now)).toBe("22 de nov, 11:00 p. m.");
  });

  it("cuts days in Tokyo when the headquarter is there", () => {
    setDisplayTimeZone("Asia/Tokyo");
    expect(formatShortDateTime(createdAt, now)).toBe("11:00 a. m.");
    expect(formatShortDateTime("2026-11-23T04:00:00Z", now)).toBe("23 de nov, 1:00 p. m.");
  });
});
