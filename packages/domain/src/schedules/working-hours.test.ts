import { describe, expect, it } from "vitest";
import { workingHourInputSchema } from "../schemas/schedule.js";
import { hoursOverlap, isWithinWorkingHours, workingHoursEnd } from "./working-hours.js";

// 2026-11-23 is a Monday (weekday 1) in Bogotá; Bogotá is UTC-5.
const BOGOTA = "America/Bogota";
const monday9to17 = { weekday: 1, starts_at: "09:00", ends_at: "17:00" };

describe("isWithinWorkingHours (Bogotá time)", () => {
  it("counts the start minute in and the end minute out", () => {
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T14:00:00Z"), BOGOTA)).toBe(true); // 09:00
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T13:59:59Z"), BOGOTA)).toBe(false); // 08:59:59
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T21:59:59Z"), BOGOTA)).toBe(true); // 16:59:59
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T22:00:00Z"), BOGOTA)).toBe(false); // 17:00
  });

  it("reads the weekday of Bogotá, not of UTC", () => {
    const sunday22 = { weekday: 0, starts_at: "22:00", ends_at: "24:00" };
    // Monday 03:30 UTC is Sunday 22:30 in Bogotá.
    expect(isWithinWorkingHours([sunday22], [], new Date("2026-11-23T03:30:00Z"), BOGOTA)).toBe(true);
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-24T03:30:00Z"), BOGOTA)).toBe(false);
  });

  it("reads the hours on the wall clock of the headquarter's zone", () => {
    // 14:00 UTC is 09:00 in Bogotá and 15:00 in Madrid: inside the hours in one, outside in the other.
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T14:00:00Z"), "Europe/Madrid")).toBe(true);
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T07:30:00Z"), "Europe/Madrid")).toBe(false);
    expect(isWithinWorkingHours([monday9to17], [], new Date("2026-11-23T16:30:00Z"), "Europe/Madrid")).toBe(false);
  });

  it("ends a day at 24:00", () => {
    const lateMonday = { weekday: 1, starts_at: "20:00", ends_at: "24:00" };
    expect(isWithinWorkingHours([lateMonday], [], new Date("2026-11-24T04:59:00Z"), BOGOTA)).toBe(true); // Monday 23:59
    expect(isWithinWorkingHours([lateMonday], [], new Date("2026-11-24T05:00:00Z"), BOGOTA)).toBe(false); // Tuesday 00:00
  });

  it("leaves out the excluded spans, start included and end excluded", () => {
    const appointment = { starts_at: "2026-11-23T10:00:00-05:00", ends_at: "2026-11-23T12:00:00-05:00" };
    expect(isWithinWorkingHours([monday9to17], [appointment], new Date("2026-11-23T15:00:00Z"), BOGOTA)).toBe(false); // 10:00
    expect(isWithinWorkingHours([monday9to17], [appointment], new Date("2026-11-23T16:59:00Z"), BOGOTA)).toBe(false); // 11:59
    expect(isWithinWorkingHours([monday9to17], [appointment], new Date("2026-11-23T17:00:00Z"), BOGOTA)).toBe(true); // 12:00
  });

  it("treats no weekly hours as no schedule: any time works, but excluded spans still do not", () => {
    expect(isWithinWorkingHours([], [], new Date("2026-11-23T08:00:00Z"), BOGOTA)).toBe(true);
    const dayOff = { starts_at: "2026-11-23T00:00:00-05:00", ends_at: "2026-11-24T00:00:00-05:00" };
    expect(isWithinWorkingHours([], [dayOff], new Date("2026-11-23T18:00:00Z"), BOGOTA)).toBe(false);
  });
});

describe("hoursOverlap", () => {
  it("finds spans of the same weekday sharing a minute", () => {
    expect(hoursOverlap(monday9to17, { weekday: 1, starts_at: "16:59", ends_at: "18:00" })).toBe(true);
    expect(hoursOverlap(monday9to17, { weekday: 1, starts_at: "10:00", ends_at: "11:00" })).toBe(true);
  });
  it("lets spans touch and lets other weekdays be", () => {
    expect(hoursOverlap(monday9to17, { weekday: 1, starts_at: "17:00", ends_at: "18:00" })).toBe(false);
    expect(hoursOverlap(monday9to17, { weekday: 2, starts_at: "09:00", ends_at: "17:00" })).toBe(false);
  });
});

describe("working hour input", () => {
  it("refuses a start that is not before the end, in Spanish", () => {
    const result = workingHourInputSchema.safeParse({ weekday: 1, starts_at: "17:00", ends_at: "09:00" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["ends_at", "La hora de inicio debe ser anterior a la hora de fin"],
    ]);
  });
  it("refuses a weekday outside 0–6 and a time that is not HH:MM", () => {
    const result = workingHourInputSchema.safeParse({ weekday: 7, starts_at: "9:00", ends_at: "25:00" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["weekday", "El día debe estar entre 0 (domingo) y 6 (sábado)"],
      ["starts_at", "Use una hora con el formato HH:MM"],
      ["ends_at", "Use una hora con el formato HH:MM"],
    ]);
  });
  it("takes 24:00 as an end", () => {
    expect(workingHourInputSchema.parse({ weekday: 6, starts_at: "18:00", ends_at: "24:00" })).toEqual({
      weekday: 6,
      starts_at: "18:00",
      ends_at: "24:00",
    });
  });
});

describe("workingHoursEnd (issue 22: a courier's shift end for dispatch)", () => {
  const at = (iso: string) => new Date(iso);
  it("is the end of the hour now falls in, carried through the hours that start where it ends", () => {
    const afternoon = { weekday: 1, starts_at: "17:00", ends_at: "19:30" };
    expect(workingHoursEnd([monday9to17], [], at("2026-11-23T20:07:30Z"), BOGOTA)?.toISOString()).toBe("2026-11-23T22:00:00.000Z");
    expect(workingHoursEnd([monday9to17, afternoon], [], at("2026-11-23T20:07:30Z"), BOGOTA)?.toISOString()).toBe(
      "2026-11-24T00:30:00.000Z",
    );
  });

  it("is cut by an excluded span that starts before it, and is null out of hours or without hours", () => {
    const dentist = { starts_at: "2026-11-23T21:00:00.000Z", ends_at: "2026-11-23T22:30:00.000Z" };
    expect(workingHoursEnd([monday9to17], [dentist], at("2026-11-23T20:07:30Z"), BOGOTA)?.toISOString()).toBe("2026-11-23T21:00:00.000Z");
    expect(workingHoursEnd([monday9to17], [], at("2026-11-23T23:00:00Z"), BOGOTA)).toBeNull();
    expect(workingHoursEnd([], [], at("2026-11-23T20:07:30Z"), BOGOTA)).toBeNull();
  });
});
