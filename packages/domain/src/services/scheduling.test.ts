import { describe, expect, it } from "vitest";
import { scheduledAtError } from "./scheduling.js";

describe("scheduledAtError (spec §5: the creation panel's and the massive load's scheduling)", () => {
  // 2026-11-28T15:00Z is 10:00 in Bogotá.
  const now = new Date("2026-11-28T15:00:00Z");
  it("needs the date and time, not before the current minute on the headquarter's wall clock", () => {
    expect(scheduledAtError("America/Bogota", "", now)).toBe("Indique la fecha y hora del servicio programado");
    expect(scheduledAtError("America/Bogota", "2026-11-28T09:59", now)).toBe("La fecha y hora programada ya pasó; indique una posterior");
    expect(scheduledAtError("America/Bogota", "2026-11-28T10:00", now)).toBeNull();
    expect(scheduledAtError("America/Bogota", "2026-12-24T14:30", now)).toBeNull();
    // It is 16:00 in Madrid: 10:30 there has passed.
    expect(scheduledAtError("Europe/Madrid", "2026-11-28T10:30", now)).toBe("La fecha y hora programada ya pasó; indique una posterior");
  });
});
