import { describe, expect, it } from "vitest";
import { tokenExpiresAt } from "./socket-session.js";

const jwt = (payload: object) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.firma`;

describe("when the socket's token expires", () => {
  it("is read from the token's exp, in milliseconds", () => {
    expect(tokenExpiresAt(jwt({ sub: "u-1", exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it("is unknown for a token without exp or one that is not a JWT", () => {
    expect(tokenExpiresAt(jwt({ sub: "u-1" }))).toBeNull();
    expect(tokenExpiresAt("no-es-un-token")).toBeNull();
  });
});
