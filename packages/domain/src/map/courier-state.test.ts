import { describe, expect, it } from "vitest";
import { courierMapState } from "./courier-state.js";

const base = { is_online: true, blocked: false, using_fake_location: false, services: [] };

describe("courierMapState", () => {
  it("is free online without a service and offline otherwise", () => {
    expect(courierMapState(base)).toBe("free");
    expect(courierMapState({ ...base, is_online: false })).toBe("offline");
  });

  it("is busy with a pending, assigned or in-progress service, online or not", () => {
    expect(courierMapState({ ...base, services: [{ status: "pending" }] })).toBe("busy");
    expect(courierMapState({ ...base, services: [{ status: "assigned" }] })).toBe("busy");
    expect(courierMapState({ ...base, is_online: false, services: [{ status: "in_progress" }] })).toBe("busy");
    expect(courierMapState({ ...base, services: [{ status: "by_assign" }, { status: "scheduled" }] })).toBe("free");
  });

  it("puts a block before a service and a fake location before everything", () => {
    expect(courierMapState({ ...base, blocked: true, services: [{ status: "assigned" }] })).toBe("blocked");
    expect(courierMapState({ ...base, blocked: true, is_online: false })).toBe("blocked");
    expect(courierMapState({ ...base, blocked: true, using_fake_location: true, is_online: false })).toBe("fake");
  });
});
