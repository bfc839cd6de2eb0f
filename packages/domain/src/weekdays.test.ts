import { describe, expect, it } from "vitest";
import { repeatDaySchema, weekdaySchema } from "./index.js";
import { isWeekdayKey, WEEKDAYS, WEEKDAYS_FROM_MONDAY, weekdayOf } from "./weekdays.js";

describe("weekdays, one list", () => {
  it("counts from Sunday 0, as JavaScript does, with the stored key, the name and its short form", () => {
    expect(WEEKDAYS.map((d) => [d.key, d.label, d.short])).toEqual([
      ["sunday", "Domingo", "Dom"],
      ["monday", "Lunes", "Lun"],
      ["tuesday", "Martes", "Mar"],
      ["wednesday", "Miércoles", "Mié"],
      ["thursday", "Jueves", "Jue"],
      ["friday", "Viernes", "Vie"],
      ["saturday", "Sábado", "Sáb"],
    ]);
  });

  it("lays the week out Monday first", () => {
    expect(WEEKDAYS_FROM_MONDAY.map((d) => d.short)).toEqual(["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"]);
  });

  it("tells a calendar day's weekday and a stored key", () => {
    expect(weekdayOf("2026-11-23")).toBe(1); // a Monday
    expect(weekdayOf("2026-11-29")).toBe(0); // a Sunday
    expect(isWeekdayKey("saturday")).toBe(true);
    expect(isWeekdayKey("Sábado")).toBe(false);
  });

  it("is what the working hours and the repeating services accept", () => {
    expect(weekdaySchema.safeParse(6).success).toBe(true);
    expect(weekdaySchema.safeParse(7).error?.issues[0]?.message).toBe("El día debe estar entre 0 (domingo) y 6 (sábado)");
    expect(repeatDaySchema.safeParse("sunday").success).toBe(true);
    expect(repeatDaySchema.safeParse("domingo").success).toBe(false);
  });
});
