import { describe, expect, it } from "vitest";
import { SAME_PROVIDER_ERROR, sameProviderError } from "./business-rules.js";

describe("business multi-assign (spec §5)", () => {
  it("accepts services of one provider", () => {
    expect(sameProviderError([{ headquarter: "a" }, { headquarter: "a" }])).toBeNull();
    expect(sameProviderError([])).toBeNull();
  });
  it("refuses services of different providers with the spec's message", () => {
    expect(sameProviderError([{ headquarter: "a" }, { headquarter: "b" }])).toBe(SAME_PROVIDER_ERROR);
    expect(SAME_PROVIDER_ERROR).toBe("Error: los servicios seleccionados deben ser del mismo proveedor");
  });
});
