import { describe, expect, it } from "vitest";
import {
  attachedFileMaxBytes,
  DEFAULT_HEADQUARTER_SETTINGS,
  headquarterSettingsSchema,
  serviceModesFor,
  timeZoneSchema,
  validateMergedSettings,
} from "./headquarter.js";

describe("serviceModesFor (spec §6)", () => {
  it("offers the queue modes only with view_queuegeozone", () => {
    expect(serviceModesFor(["view_configuration_menu"]).map((m) => m.value)).toEqual(["manual", "auto_assignment"]);
    expect(serviceModesFor(["view_queuegeozone"]).map((m) => m.value)).toEqual([
      "manual",
      "auto_assignment",
      "auto_assignment_queued",
      "a_assign_queued_accept",
    ]);
  });
});

describe("remuneration settings", () => {
  it("refuses a percentage of the cost above 100", () => {
    const settings = { ...DEFAULT_HEADQUARTER_SETTINGS, remuneration_mode: "percentage_of_cost" as const, remuneration_value: 101 };
    expect(validateMergedSettings(settings)).toEqual({ field: "remuneration_value", message: "El porcentaje debe estar entre 0 y 100" });
    expect(headquarterSettingsSchema.safeParse(settings).success).toBe(false);
  });

  it("accepts 100 % and any amount of pesos for the other modes", () => {
    expect(
      validateMergedSettings({ ...DEFAULT_HEADQUARTER_SETTINGS, remuneration_mode: "percentage_of_cost", remuneration_value: 100 }),
    ).toBeNull();
    expect(
      validateMergedSettings({ ...DEFAULT_HEADQUARTER_SETTINGS, remuneration_mode: "per_service", remuneration_value: 4500 }),
    ).toBeNull();
  });
});

describe("timeZoneSchema (spec §3 time_zone)", () => {
  it("accepts the zones Intl supports and refuses any other name", () => {
    for (const zone of ["America/Bogota", "Europe/Madrid", "UTC"]) expect(timeZoneSchema.safeParse(zone).success, zone).toBe(true);
    for (const zone of ["Bogota", "America/Bogotá", "", "GMT-5"]) {
      expect(timeZoneSchema.safeParse(zone).error?.issues[0].message, zone).toBe("Zona horaria inválida");
    }
  });
});

describe("attachedFileMaxBytes (spec §3 allowed cases, §5 default)", () => {
  const limits = { service_creation: { allowed: true, max_size: 10_485_760 } };
  it("gives the creation panel's files the headquarter's own limit, and nothing when it does not allow them", () => {
    expect(attachedFileMaxBytes(limits, "service_creation")).toBe(10_485_760);
    expect(attachedFileMaxBytes({ service_creation: { allowed: false, max_size: 10_485_760 } }, "service_creation")).toBeNull();
    expect(attachedFileMaxBytes({}, "service_creation")).toBeNull();
  });

  it("keeps the 2.5 MB default for a file attached from the service's detail", () => {
    expect(attachedFileMaxBytes(limits)).toBe(2_621_440);
  });
});
