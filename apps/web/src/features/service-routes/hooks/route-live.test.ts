import { EVENTS } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { touchesRoute } from "./route-live";

describe("touchesRoute", () => {
  const route = new Set(["s1", "s2"]);
  it("a change of one of the route's services, or a new service, refreshes the route", () => {
    expect(touchesRoute([{ event: EVENTS.serviceChange, uuid: "s2" }], route)).toBe(true);
    expect(touchesRoute([{ event: EVENTS.serviceNew, uuid: "s9" }], route)).toBe(true);
  });
  it("another service's change does not", () => {
    expect(touchesRoute([{ event: EVENTS.serviceAssigned, uuid: "s9" }], route)).toBe(false);
    expect(touchesRoute([], route)).toBe(false);
  });
});
