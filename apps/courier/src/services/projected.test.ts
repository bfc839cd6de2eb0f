import { describe, expect, it } from "vitest";
import { projectedStatus, serviceActionOf } from "./projected";

const waiting = (...paths: string[]) => paths.map((path) => ({ path }));

describe("the status while actions wait to be sent", () => {
  it("applies the waiting actions of the service in order", () => {
    expect(projectedStatus("assigned", "s-1", waiting("/courier/services/s-1/start/"))).toBe("in_progress");
    expect(projectedStatus("assigned", "s-1", waiting("/courier/services/s-1/start/", "/courier/services/s-1/finish/"))).toBe("finished");
  });

  it("ignores other services, other calls and actions the status does not allow", () => {
    expect(projectedStatus("assigned", "s-1", waiting("/courier/services/s-2/start/", "/courier/locations/"))).toBe("assigned");
    expect(projectedStatus("finished", "s-1", waiting("/courier/services/s-1/start/"))).toBe("finished");
  });

  it("reads the service and action from an entry's path", () => {
    expect(serviceActionOf({ path: "/courier/services/abc/arrive/" })).toEqual({ service: "abc", action: "arrive" });
    expect(serviceActionOf({ path: "/courier/offers/abc/accept/" })).toBeNull();
  });
});
