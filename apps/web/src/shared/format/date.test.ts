import { afterEach, describe, expect, it } from "vitest";
import { formatClock, formatClockSeconds, formatDateTime, formatDateTimeSeconds, formatDay, formatTimeOfDay, zonedFormat } from "./date";
import { displayTimeZone, setDisplayTimeZone, subscribeDisplayTimeZone } from "./time-zone";

afterEach(() => setDisplayTimeZone("America/Bogota"));

// 20:07 UTC: 3:07 p. m. in Bogotá, 9:07 p. m. in Madrid, already the 24th in Kolkata and Tokyo.
const INSTANT = "2026-11-23T20:07:00Z";

describe("es-CO times on a 12-hour clock", () => {
  it("writes a weekly hour's wall-clock time, whatever the zone", () => {
    setDisplayTimeZone("Asia/Tokyo");
    expect(formatTimeOfDay("00:00")).toBe("12:00 a. m.");
    expect(formatTimeOfDay("09:05")).toBe("9:05 a. m.");
    expect(formatTimeOfDay("17:30")).toBe("5:30 p. m.");
    expect(formatTimeOfDay("24:00")).toBe("Fin del día");
  });

  it("writes an instant in Bogotá time until a headquarter's zone is set", () => {
    expect(displayTimeZone()).toBe("America/Bogota");
    expect(formatClock("2026-11-23T22:30:00Z")).toBe("5:30 p. m.");
    expect(formatClockSeconds("2026-11-23T22:30:09Z")).toBe("5:30:09 p. m.");
    expect(formatDateTimeSeconds("2026-11-23T22:30:09Z")).toBe("23 de noviembre de 2026 a las 5:30:09 p. m.");
  });
});

describe("dates in the headquarter's time zone (decision 014)", () => {
  it("writes the same instant on each zone's wall clock and calendar", () => {
    expect(formatDateTime(INSTANT)).toBe("23 de noviembre de 2026 a las 3:07 p. m.");
    expect(formatDay(INSTANT)).toBe("23/11/2026");
    setDisplayTimeZone("Europe/Madrid");
    expect(formatDateTime(INSTANT)).toBe("23 de noviembre de 2026 a las 9:07 p. m.");
    expect(formatDay(INSTANT)).toBe("23/11/2026");
    setDisplayTimeZone("Asia/Kolkata");
    expect(formatDateTime(INSTANT)).toBe("24 de noviembre de 2026 a las 1:37 a. m.");
    expect(formatDay(INSTANT)).toBe("24/11/2026");
    expect(formatClock(INSTANT)).toBe("1:37 a. m.");
    expect(formatClockSeconds("2026-11-23T20:07:09Z")).toBe("1:37:09 a. m.");
    expect(formatDateTimeSeconds("2026-11-23T20:07:09Z")).toBe("24 de noviembre de 2026 a las 1:37:09 a. m.");
  });

  it("follows daylight saving: Madrid is UTC+2 in summer", () => {
    setDisplayTimeZone("Europe/Madrid");
    expect(formatClock("2026-07-01T10:00:00Z")).toBe("12:00 p. m.");
    expect(formatClock("2026-12-01T10:00:00Z")).toBe("11:00 a. m.");
  });

  it("switching the zone changes what the formatters write, and tells the subscribers once", () => {
    let told = 0;
    const stop = subscribeDisplayTimeZone(() => told++);
    expect(formatClock(INSTANT)).toBe("3:07 p. m.");
    setDisplayTimeZone("Asia/Tokyo");
    setDisplayTimeZone("Asia/Tokyo");
    expect(formatClock(INSTANT)).toBe("5:07 a. m.");
    setDisplayTimeZone("America/Bogota");
    expect(formatClock(INSTANT)).toBe("3:07 p. m.");
    stop();
    expect(told).toBe(2);
  });

  it("builds a formatter once per zone and options", () => {
    const options = { hour: "numeric", minute: "2-digit", hour12: true } as const;
    expect(zonedFormat(options, "Asia/Tokyo")).toBe(zonedFormat({ ...options }, "Asia/Tokyo"));
    expect(zonedFormat(options, "Asia/Tokyo")).not.toBe(zonedFormat(options, "Asia/Kolkata"));
    expect(zonedFormat(options, "Asia/Tokyo").resolvedOptions().timeZone).toBe("Asia/Tokyo");
  });
});
