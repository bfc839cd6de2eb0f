import { describe, expect, it } from "vitest";
import { clusterLabel } from "./cluster-counts";

describe("the count over a cluster of couriers", () => {
  it("is the number below a thousand and thousands with one decimal, rounded down, from there", () => {
    expect(clusterLabel(7)).toBe("7");
    expect(clusterLabel(999)).toBe("999");
    expect(clusterLabel(1_000)).toBe("1 mil");
    expect(clusterLabel(1_299)).toBe("1,2 mil");
    expect(clusterLabel(12_550)).toBe("12,5 mil");
  });
});
