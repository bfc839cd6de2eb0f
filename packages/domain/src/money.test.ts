import { describe, expect, it } from "vitest";
import { pesosSchema, toPesos } from "./money.js";

describe("money: pesos without decimals (spec §1)", () => {
  it("rounds a typed amount to whole pesos", () => {
    expect(toPesos(12_000.4)).toBe(12_000);
    expect(toPesos(12_000.5)).toBe(12_001);
    expect(toPesos(0)).toBe(0);
  });

  it("accepts whole pesos from 0 to a thousand million, nothing else", () => {
    expect(pesosSchema.safeParse(0).success).toBe(true);
    expect(pesosSchema.safeParse(1_000_000_000).success).toBe(true);
    expect(pesosSchema.safeParse(1_000_000_001).success).toBe(false);
    expect(pesosSchema.safeParse(-1).success).toBe(false);
    expect(pesosSchema.safeParse(99.5).error?.issues[0].message).toBe("Debe ser un valor entero en pesos");
  });
});
