import { describe, expect, it } from "vitest";
import { displayedRows } from "./displayed-rows";

describe("the pager's displayed rows", () => {
  it("gives the exact total, grouped as in Colombia", () => {
    expect(displayedRows(1, 10, 25)).toBe("1–10 de 25");
    expect(displayedRows(11, 20, 12345)).toBe("11–20 de 12.345");
  });

  it("says 'más de' a total the list stopped counting at", () => {
    expect(displayedRows(1, 10, 1000, true)).toBe("1–10 de más de 1.000");
    expect(displayedRows(991, 1000, 1990, true)).toBe("991–1000 de más de 1.990");
  });
});
