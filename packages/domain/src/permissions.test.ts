import { describe, expect, it } from "vitest";
import { isAllowed, type Requirement } from "./permissions.js";

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
    expect(isAllowed(["view_map_menu", "add_service"], ["add_service", "view_chat_menu"])).toBe(true);
    expect(isAllowed(["view_map_menu"], ["add_service"])).toBe(false);
  });
  it("takes only known codenames: a mistyped one fails the typecheck of `npm run check`", () => {
    // @ts-expect-error "view_desktop_menuu" is no codename; were Requirement plain strings again, this line would compile and the check fail
    const mistyped: Requirement = ["view_desktop_menuu"];
    expect(isAllowed(["view_desktop_menu"], mistyped)).toBe(false);
  });
});
