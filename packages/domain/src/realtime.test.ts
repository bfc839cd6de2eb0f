import { describe, expect, it } from "vitest";
import { EVENT_PAYLOADS, EVENTS, isRealtimeEvent, parseEvent, SERVICE_EVENTS } from "./realtime.js";

const uuid = "0b8f4a52-6f0e-4c5e-9a55-3c1f0b0e8a11";

describe("real-time contract (spec §7)", () => {
  it("names the spec's events", () => {
    expect(Object.keys(EVENT_PAYLOADS).sort()).toEqual([
      "covenants:change",
      "dispatch:courier-stalled",
      "dispatch:desk-alert",
      "geozones:queue-change",
      "headquarters:connect",
      "headquarters:created",
      "headquarters:disconnect",
      "headquarters:reconnect",
      "messengers:fake-location",
      "messengers:location-change",
      "notification",
      "offers:change",
      "offers:new",
      "permissions-change",
      "request-association:change",
      "request-association:new",
      "request-disassociation:change",
      "request-disassociation:new",
      "see-message",
      "send-message",
      "services:assigned",
      "services:change",
      "services:count-change",
      "services:new",
      "services:unassign-assigned",
      "services:unassign-in-progress",
      "settings-change",
    ]);
    expect(SERVICE_EVENTS).toEqual([
      "services:new",
      "services:change",
      "services:assigned",
      "services:unassign-assigned",
      "services:unassign-in-progress",
    ]);
  });

  it("reads a courier queue change with its headquarter and queued zone, and drops one without them", () => {
    const change = { headquarter: "hq-1", queue_geo_zone: "q-1" };
    expect(parseEvent(EVENTS.geozoneQueueChange, change)).toEqual(change);
    expect(parseEvent(EVENTS.geozoneQueueChange, { headquarter: "hq-1" })).toBeNull();
  });

  it("reads a service event with or without its messenger", () => {
    expect(parseEvent(EVENTS.serviceNew, { uuid, status: "by_assign", consecutive: 7 })).toEqual({
      uuid,
      status: "by_assign",
      consecutive: 7,
    });
    expect(parseEvent(EVENTS.serviceAssigned, { uuid, status: "assigned", consecutive: 7, messenger: "m-1" })).toEqual({
      uuid,
      status: "assigned",
      consecutive: 7,
      messenger: "m-1",
    });
  });

  it("refuses a service event with an unknown status or without its uuid", () => {
    expect(parseEvent(EVENTS.serviceChange, { uuid, status: "lost", consecutive: 7 })).toBeNull();
    expect(parseEvent(EVENTS.serviceChange, { status: "assigned", consecutive: 7 })).toBeNull();
    expect(parseEvent(EVENTS.serviceChange, { uuid, status: "assigned", consecutive: 7.5 })).toBeNull();
  });

  it("reads the counts of a day and refuses a count missing or a day that is not a date", () => {
    const counts = { by_assign: 1, scheduled: 0, pending: 2, assigned: 3, in_progress: 4, finished: 5, cancelled: 6 };
    expect(parseEvent(EVENTS.serviceCountChange, { ...counts, current_date: "2026-11-23" })).toEqual({
      by_assign: 1,
      scheduled: 0,
      pending: 2,
      assigned: 3,
      in_progress: 4,
      finished: 5,
      cancelled: 6,
      current_date: "2026-11-23",
    });
    expect(parseEvent(EVENTS.serviceCountChange, { ...counts, current_date: "2026-02-30" })).toBeNull();
    const { cancelled: _, ...missing } = counts;
    expect(parseEvent(EVENTS.serviceCountChange, { ...missing, current_date: "2026-11-23" })).toBeNull();
  });

  it("reads a notification's title and HTML body, and nothing without a body", () => {
    expect(parseEvent(EVENTS.notification, { title: "Lluvia", body: "<p>Retrasos</p>" })).toEqual({
      title: "Lluvia",
      body: "<p>Retrasos</p>",
    });
    expect(parseEvent(EVENTS.notification, { title: "Lluvia" })).toBeNull();
  });

  it("tells a socket's own join from a courier's presence, and a presence without its courier is refused", () => {
    expect(parseEvent(EVENTS.headquarterConnect, { headquarter: "h-1" })).toEqual({ headquarter: "h-1" });
    expect(parseEvent(EVENTS.headquarterConnect, { headquarter: "h-1", messenger: uuid })).toEqual({ headquarter: "h-1", messenger: uuid });
    expect(parseEvent(EVENTS.headquarterDisconnect, { headquarter: "h-1", messenger: uuid })).toEqual({
      headquarter: "h-1",
      messenger: uuid,
    });
    expect(parseEvent(EVENTS.headquarterDisconnect, { headquarter: "h-1" })).toBeNull();
  });

  it("reads a courier's location and refuses one without coordinates", () => {
    const point = {
      headquarter: "h-1",
      messenger: uuid,
      latitude: 4.65,
      longitude: -74.05,
      accuracy: 8,
      speed: null,
      using_fake_location: false,
      coordinates_created_at: "2026-11-23T18:00:00.000Z",
    };
    expect(parseEvent(EVENTS.messengerLocationChange, point)).toEqual(point);
    const { latitude: _, ...noLatitude } = point;
    expect(parseEvent(EVENTS.messengerLocationChange, noLatitude)).toBeNull();
  });

  it("reads send-message as the messages of one write, in order, and refuses one without messages", () => {
    const courier = { uuid: "m-1", full_name: "Carlos Mora", username: "carlos", image: null, is_online: true };
    const sent = (id: string) => ({
      message: {
        uuid: id,
        chat_uuid: "c-1",
        type: "text",
        source: "company",
        content: `Mensaje ${id}`,
        messenger: "m-1",
        headquarter_uuid: "hq-1",
        created_at: "2026-12-01T10:00:00.000Z",
        by: { uuid: "u-1", first_name: "Ana", last_name: "Díaz" },
        seen_by: ["u-1"],
      },
      messenger: courier,
    });
    const frame = { headquarter: "hq-1", messages: [sent("1"), sent("2")] };
    expect(parseEvent(EVENTS.chatSendMessage, frame)?.messages.map(({ message }) => message.uuid)).toEqual(["1", "2"]);
    expect(parseEvent(EVENTS.chatSendMessage, { headquarter: "hq-1", messages: [] })).toBeNull();
    expect(parseEvent(EVENTS.chatSendMessage, { headquarter: "hq-1", ...sent("1") })).toBeNull();
  });

  it("tells the contract's events from any other name", () => {
    expect(isRealtimeEvent("settings-change")).toBe(true);
    expect(isRealtimeEvent("toString")).toBe(false);
    expect(isRealtimeEvent("services:deleted")).toBe(false);
  });
});
