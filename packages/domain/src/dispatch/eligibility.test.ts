import { describe, expect, it } from "vitest";
import { evaluate } from "./rank.js";
import { DEFAULT_DIFFUSION_SETTINGS } from "./settings.js";
import { courier, planeTravel, service } from "./test-fixtures.js";

const context = { now: 0, travel: planeTravel, use_working_hours: true, settings: DEFAULT_DIFFUSION_SETTINGS, size: 1, radius_km: 3 };
const reason = (overrides: Parameters<typeof courier>[1], ctx = context, typeId: string | null = null) => {
  const result = evaluate(courier("c", overrides), service("s", { type_id: typeId }), ctx);
  return typeof result === "string" ? result : "eligible";
};

describe("who may take a service (issue 22)", () => {
  it("leaves out blocked, offline and out-of-hours couriers, and those at their limit of active services", () => {
    expect(reason({ blocked: true, online: false })).toBe("blocked");
    expect(reason({ online: false })).toBe("offline");
    expect(reason({ working: false })).toBe("out_of_hours");
    expect(reason({ active_services: 1 })).toBe("eligible");
    expect(reason({ active_services: 2 })).toBe("at_capacity");
    expect(reason({ active_services: 1 }, { ...context, size: 2 })).toBe("at_capacity");
  });

  it("counts out-of-hours couriers when the headquarter includes them, or ignores hours altogether", () => {
    const include = { ...context, settings: { ...DEFAULT_DIFFUSION_SETTINGS, include_out_of_hours: true } };
    expect(reason({ working: false }, include)).toBe("eligible");
    const ignore = { ...context, settings: { ...DEFAULT_DIFFUSION_SETTINGS, use_working_hours: false } };
    expect(reason({ working: false }, ignore)).toBe("eligible");
  });

  it("leaves out a courier who does not take the service's type", () => {
    expect(reason({ service_type_ids: ["moto"] }, context, "car")).toBe("type_not_allowed");
    expect(reason({ service_type_ids: ["moto", "car"] }, context, "car")).toBe("eligible");
    expect(reason({ service_type_ids: null }, context, "car")).toBe("eligible");
  });

  it("leaves out couriers beyond the radius and those who would pick up after their shift ends", () => {
    expect(reason({ position: { x: 3, y: 0 } })).toBe("eligible");
    expect(reason({ position: { x: 3.1, y: 0 } })).toBe("out_of_radius");
    expect(reason({ position: { x: 2, y: 0 }, shift_ends_at: 4 })).toBe("eligible");
    expect(reason({ position: { x: 2, y: 0 }, shift_ends_at: 3 })).toBe("shift_over");
  });
});
