import { describe, expect, it } from "vitest";
import { onlineRefusal } from "./online-standing.js";

describe("where a courier may be online", () => {
  it("lets only an affiliated courier without an open block be online", () => {
    expect(onlineRefusal({ status: "affiliated", blocked: false })).toBeNull();
  });

  it("refuses one in disaffiliation, disaffiliated or never linked, and one blocked there", () => {
    expect(onlineRefusal({ status: "in_disaffiliation", blocked: false })).toBe("No está vinculado a esta sucursal");
    expect(onlineRefusal({ status: "disaffiliated", blocked: false })).toBe("No está vinculado a esta sucursal");
    expect(onlineRefusal({ status: undefined, blocked: false })).toBe("No está vinculado a esta sucursal");
    expect(onlineRefusal({ status: "affiliated", blocked: true })).toBe("Está bloqueado en esta sucursal");
  });
});
