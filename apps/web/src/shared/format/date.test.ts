import { describe, expect, it } from "vitest";
import { formatClock, formatClockSeconds, formatDateTimeSeconds, formatTimeOfDay } from "./date";

describe("es-CO times on a 12-hour clock", () => {
  it("writes a weekly hour's wall-clock time", () => {
    expect(formatTimeOfDay("00:00")).toBe("12:00 a. m.");
    expect(formatTimeOfDay("09:05")).toBe("9:05 a. m.");
    expect(formatTimeOfDay("17:30")).toBe("5:30 p. m.");
    expect(formatTimeOfDay("24:00")).toBe("Fin del día");
  });
  it("writes an instant in Bogotá time", () => {
    expect(formatClock("2026-11-23T22:30:00Z")).toBe("5:30 p. m.");
    expect(formatClockSeconds("2026-11-23T22:30:09Z")).toBe("5:30:09 p. m.");
    expect(formatDateTimeSeconds("2026-11-23T22:30:09Z")).toBe("23 de noviembre de 2026 a las 5:30:09 p. m.");
  });
});
