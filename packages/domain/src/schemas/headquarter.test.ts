import { describe, expect, it } from "vitest";
import { headquarterInputSchema, headquarterPatchSchema } from "./headquarter.js";

describe("headquarter input (spec §7 /headquarter/)", () => {
  it("takes the city as a number or, from a multipart form, as digits", () => {
    expect(headquarterInputSchema.parse({ name: " Sede Norte ", city: 11001 })).toEqual({ name: "Sede Norte", city: 11001 });
    expect(headquarterInputSchema.parse({ name: "Sede Norte", city: "5001", google_key: "" })).toEqual({
      name: "Sede Norte",
      city: 5001,
      google_key: null,
    });
  });

  it("asks for a city in Spanish when it is missing or not an id", () => {
    for (const city of [undefined, "", "abc", 0, -3, 1.5]) {
      const result = headquarterInputSchema.safeParse({ name: "Sede", city });
      expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["city", "Seleccione una ciudad"]]);
    }
  });

  it("refuses unknown fields and a name over 100 characters", () => {
    expect(headquarterPatchSchema.safeParse({ color: "rojo" }).success).toBe(false);
    expect(headquarterPatchSchema.safeParse({ name: "a".repeat(101) }).error?.issues[0].message).toBe("Máximo 100 caracteres");
    expect(headquarterPatchSchema.parse({ name: "a".repeat(100) }).name).toHaveLength(100);
  });
});
