import { describe, expect, it } from "vitest";
import { headquarterSettingsPatchSchema } from "../schemas/headquarter.js";
import { DEFAULT_DIFFUSION_SETTINGS, diffusionOf, diffusionSettingsSchema, stallMinutesOf } from "./settings.js";

const problems = (patch: Record<string, unknown>) => {
  const result = diffusionSettingsSchema.safeParse({ ...DEFAULT_DIFFUSION_SETTINGS, ...patch });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("diffusion settings (issue 22, /configuration/diffusion)", () => {
  it("accepts the defaults as they come", () => {
    expect(problems({})).toEqual([]);
  });

  it("refuses values out of range with the limits written the Colombian way", () => {
    expect(problems({ radius_km: 0.2 })).toEqual([["radius_km", "Debe estar entre 0,5 y 100"]]);
    expect(problems({ acceptance_seconds: 5 })).toEqual([["acceptance_seconds", "Debe estar entre 10 y 600"]]);
    expect(problems({ stall_minutes: 0 })).toEqual([["stall_minutes", "Debe estar entre 1 y 120"]]);
    expect(problems({ max_active_services: 1.5 })).toEqual([["max_active_services", "Ingrese un número entero"]]);
    expect(problems({ couriers_per_offer: "2" })).toEqual([["couriers_per_offer", "Ingrese un número"]]);
  });

  it("wants each escalation step once, the desk last, and the wider radius wider", () => {
    expect(problems({ escalation: ["next_courier", "next_courier", "desk"] })).toEqual([
      ["escalation", "Cada paso de escalamiento va una sola vez"],
    ]);
    expect(problems({ escalation: ["desk", "broadcast"] })).toEqual([["escalation", "El escalamiento debe terminar en el escritorio"]]);
    expect(problems({ wider_radius_km: 3 })).toEqual([["wider_radius_km", "El radio ampliado debe ser mayor que el radio"]]);
  });

  it("lives in the headquarter settings: absent means the defaults, a patch is checked whole", () => {
    expect(diffusionOf({}).acceptance_seconds).toBe(30);
    expect(diffusionOf({ diffusion: { ...DEFAULT_DIFFUSION_SETTINGS, acceptance_seconds: 45 } }).acceptance_seconds).toBe(45);
    const bad = headquarterSettingsPatchSchema.safeParse({ diffusion: { ...DEFAULT_DIFFUSION_SETTINGS, wider_radius_km: 200 } });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["diffusion.wider_radius_km", "Debe estar entre 0,5 y 100"],
    ]);
  });

  it("a courier who accepted has 5 minutes to come closer to the origin unless the headquarter saved another time", () => {
    const { stall_minutes: _, ...older } = DEFAULT_DIFFUSION_SETTINGS;
    expect(stallMinutesOf(diffusionOf({ diffusion: older }))).toBe(5);
    expect(stallMinutesOf({ ...DEFAULT_DIFFUSION_SETTINGS, stall_minutes: 12 })).toBe(12);
  });
});
