import { describe, expect, it } from "vitest";
import { blockStatus } from "./block-status.js";

const now = new Date("2026-11-23T15:00:00Z");

describe("blockStatus", () => {
  it("is active without an end, or before its end", () => {
    expect(blockStatus({ ends_at: null, unblocked_at: null }, now)).toBe("active");
    expect(blockStatus({ ends_at: "2026-11-23T15:00:01Z", unblocked_at: null }, now)).toBe("active");
  });
  it("ends by itself when its end passes", () => {
    expect(blockStatus({ ends_at: "2026-11-23T15:00:00Z", unblocked_at: null }, now)).toBe("expired");
    expect(blockStatus({ ends_at: "2026-11-20T10:00:00-05:00", unblocked_at: null }, now)).toBe("expired");
  });
  it("is unblocked once someone unblocks the courier, whatever its end", () => {
    expect(blockStatus({ ends_at: null, unblocked_at: "2026-11-23T14:00:00Z" }, now)).toBe("unblocked");
    expect(blockStatus({ ends_at: "2026-11-20T10:00:00Z", unblocked_at: "2026-11-19T14:00:00Z" }, now)).toBe("unblocked");
  });
});
