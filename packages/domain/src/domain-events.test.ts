import { describe, expect, it } from "vitest";
import { DOMAIN_EVENTS, parseDomainEvent } from "./domain-events.js";

describe("parseDomainEvent", () => {
  it("types an event of the catalogue with its payload", () => {
    expect(parseDomainEvent("courier.presence-changed", "hq-1", { messenger: "m-1", online: true })).toEqual({
      name: DOMAIN_EVENTS.courierPresenceChanged,
      headquarter: "hq-1",
      payload: { messenger: "m-1", online: true },
    });
  });

  it("refuses a name outside the catalogue and a payload that does not match its name", () => {
    expect(parseDomainEvent("courier.teleported", "hq-1", { messenger: "m-1" })).toBeNull();
    expect(parseDomainEvent("courier.presence-changed", "hq-1", { messenger: "m-1", online: "sí" })).toBeNull();
    expect(parseDomainEvent("service.created", "hq-1", { service: "s-1", status: "flying", consecutive: 1, owner: null })).toBeNull();
  });
});
