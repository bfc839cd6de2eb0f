import { describe, expect, it } from "vitest";
import { zonedDayjs } from "./zoned-dayjs";

describe("a picker value in the headquarter's zone", () => {
  it("is the wall-clock time of the zone, given back unchanged whatever the browser's zone", () => {
    const at = zonedDayjs("2026-11-25T15:30", "Asia/Tokyo");
    expect(at.toISOString()).toBe("2026-11-25T06:30:00.000Z");
    expect(at.format("YYYY-MM-DDTHH:mm")).toBe("2026-11-25T15:30");
    // A day chosen on the calendar keeps the zone: the next day's midnight is Tokyo's.
    expect(zonedDayjs("2026-11-25", "Asia/Tokyo").add(1, "day").toISOString()).toBe("2026-11-25T15:00:00.000Z");
  });
});
