import { describe, expect, it } from "vitest";
import { DOMAIN_EVENTS, parseDomainEvent, permissionsChangedEvent } from "./domain-events.js";

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

  it("a location batch belongs to no single headquarter; every other event to one", () => {
    const batch = {
      received_at: "2026-11-27T18:00:00.123456+00:00",
      first_point: 10,
      last_point: 12,
      couriers: [{ messenger: "m-1", previous: { latitude: 4.6, longitude: -74.05, at: "2026-11-27T17:59:59.000Z" } }],
    };
    expect(parseDomainEvent("courier.located", null, batch)).toEqual({
      name: DOMAIN_EVENTS.courierLocated,
      headquarter: null,
      payload: batch,
    });
    expect(parseDomainEvent("courier.located", "hq-1", batch)).toBeNull();
    expect(parseDomainEvent("courier.presence-changed", null, { messenger: "m-1", online: true })).toBeNull();
  });

  it("types a fake-location alert with its detections and score", () => {
    const alert = { messenger: "m-1", detections: 2, score: 55 };
    expect(parseDomainEvent("courier.fake-location-detected", "hq-1", alert)?.payload).toEqual(alert);
    expect(parseDomainEvent("courier.fake-location-detected", "hq-1", { messenger: "m-1", detections: 1.5, score: 55 })).toBeNull();
  });

  it("types the areas' facts that reach the desks through the socket fan-out", () => {
    const petition = { id: "p-1", status: "waiting", is_association: true, from_headquarter: false, messenger: "m-1", courier_user: "u-9" };
    const facts: [string, unknown][] = [
      ["chat.messages-sent", { messages: ["c-1", "c-2"] }],
      ["chat.seen", { chat: "c-1", messenger: "m-1", user: "u-1", messages: ["c-2"] }],
      ["petition.created", petition],
      ["petition.changed", { ...petition, status: "in_progress", courier_user: null }],
      ["covenant.changed", { covenant: "k-1", business_users: ["u-2", "u-3"] }],
      ["headquarter.created", { name: "Cali", members: ["u-1"] }],
      ["headquarter.notified", { title: "Aviso", body: "<p>Hola</p>" }],
    ];
    for (const [name, payload] of facts) expect(parseDomainEvent(name, "hq-1", payload)).toEqual({ name, headquarter: "hq-1", payload });
    expect(parseDomainEvent("petition.created", "hq-1", { ...petition, status: "lost" })).toBeNull();
    expect(parseDomainEvent("chat.seen", "hq-1", { chat: "c-1", messenger: "m-1", messages: [] })).toBeNull();
  });

  it("a change of permissions is the users', of no headquarter", () => {
    const event = permissionsChangedEvent(["u-1", "u-2"]);
    expect(event).toEqual({ name: "user.permissions-changed", headquarter: null, payload: { users: ["u-1", "u-2"] } });
    expect(parseDomainEvent(event.name, null, event.payload)).toEqual(event);
    expect(parseDomainEvent(event.name, "hq-1", event.payload)).toBeNull();
  });
});
