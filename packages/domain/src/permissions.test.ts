import { describe, expect, it } from "vitest";
import { isAllowed } from "./permissions.js";

describe("isAllowed (spec §6)", () => {
  it("allows everyone when there is no requirement", () => {
    expect(isAllowed([], undefined)).toBe(true);
    expect(isAllowed(["add_service"], undefined)).toBe(true);
  });
  it("allows only users without roles when the requirement is empty", () => {
    expect(isAllowed([], [])).toBe(true);
    expect(isAllowed(["add_service"], [])).toBe(false);
  });
  it("allows when any codename matches", () => {
    expect(isAllowed(["a", "add_service"], ["add_service", "x"])).toBe(true);
    expect(isAllowed(["a"], ["add_service"])).toBe(false);
  });
});
