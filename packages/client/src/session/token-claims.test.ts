import { describe, expect, it } from "vitest";
import { accountKindOf } from "./token-claims.js";

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.firma`;

describe("the account kind a token claims", () => {
  it("reads a courier's, staff's or business's kind, and nothing from a missing or broken token", () => {
    expect(accountKindOf(jwt({ sub: "u-1", kind: "messenger", mid: "m-1" }))).toBe("messenger");
    expect(accountKindOf(jwt({ sub: "u-2", kind: "staff" }))).toBe("staff");
    expect(accountKindOf(jwt({ sub: "u-3", kind: "pirata" }))).toBeNull();
    expect(accountKindOf("no-es-un-token")).toBeNull();
    expect(accountKindOf(null)).toBeNull();
  });
});
