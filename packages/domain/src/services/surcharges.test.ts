import { describe, expect, it } from "vitest";
import { calculateSurcharges, haversineKm, routeKm, type SurchargeRules } from "./surcharges.js";

const rules: SurchargeRules = {
  base_cost: 8000,
  has_active_surcharges: true,
  distance_surcharge: { included_km: 5, value_per_km: 1000 },
  round_trip_surcharge_percent: 50,
};
// 0.1° of latitude along a meridian is 11.12 km.
const chapinero = { latitude: 4.6, longitude: -74.08 };
const suba = { latitude: 4.7, longitude: -74.08 };
const plain = { is_round_trip: false, points: [chapinero, suba], customer_surcharge_percent: 0 };

describe("surcharges (spec §7 calculate-surcharges)", () => {
  it("measures the great-circle distance between two points", () => {
    expect(haversineKm(chapinero, suba)).toBeCloseTo(11.119, 3);
    expect(routeKm([chapinero, suba, chapinero])).toBeCloseTo(22.239, 3);
    expect(routeKm([chapinero])).toBe(0);
  });

  it("charges the kilometres beyond the included ones", () => {
    expect(calculateSurcharges(rules, plain)).toEqual({
      base_cost: 8000,
      distance_km: 11.12,
      distance_surcharge: 6119,
      round_trip_surcharge: 0,
      customer_surcharge: 0,
      calculated_cost: 14119,
      surcharge_identifier: null,
    });
  });

  it("adds the round trip percentage of base plus distance, then the customer's percentage of the whole", () => {
    const breakdown = calculateSurcharges(rules, {
      ...plain,
      is_round_trip: true,
      customer_surcharge_percent: 10,
      surcharge_identifier: "Z1",
    });
    expect(breakdown).toMatchObject({
      round_trip_surcharge: 7060,
      customer_surcharge: 2118,
      calculated_cost: 23297,
      surcharge_identifier: "Z1",
    });
  });

  it("uses the typed value instead of the type's base cost", () => {
    expect(calculateSurcharges(rules, { ...plain, points: [], value: 12000 })).toMatchObject({
      base_cost: 12000,
      distance_km: 0,
      calculated_cost: 12000,
    });
  });

  it("charges nothing for distance within the included kilometres", () => {
    const near = { latitude: 4.62, longitude: -74.08 };
    expect(calculateSurcharges(rules, { ...plain, points: [chapinero, near] }).distance_surcharge).toBe(0);
  });

  it("applies no type surcharge while the type has them switched off, but keeps the customer's", () => {
    const off = { ...rules, has_active_surcharges: false };
    const breakdown = calculateSurcharges(off, { ...plain, is_round_trip: true, customer_surcharge_percent: 5 });
    expect(breakdown).toMatchObject({ distance_surcharge: 0, round_trip_surcharge: 0, customer_surcharge: 400, calculated_cost: 8400 });
  });
});
