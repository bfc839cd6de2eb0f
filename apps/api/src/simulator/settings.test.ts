import { describe, expect, it } from "vitest";
import { demoSimulatorFrom } from "../config.js";
import { ownAddress } from "./index.js";

const DEFAULTS = { couriersPerHeadquarter: 6, servicesPerMinute: 2, tickMs: 5000 };

describe("when the living demo's simulator runs (DEMO_SIMULATOR)", () => {
  it("runs on the embedded database unless turned off", () => {
    expect(demoSimulatorFrom({})).toEqual(DEFAULTS);
    expect(demoSimulatorFrom({ DEMO_SIMULATOR: "off" })).toBeUndefined();
    expect(demoSimulatorFrom({ DEMO_SIMULATOR: " OFF " })).toBeUndefined();
  });

  it("never runs on PostgreSQL unless asked", () => {
    expect(demoSimulatorFrom({ DATABASE_URL: "postgres://db/despacho" })).toBeUndefined();
    expect(demoSimulatorFrom({ DATABASE_URL: "postgres://db/despacho", DEMO_SIMULATOR: "on" })).toEqual(DEFAULTS);
  });

  it("takes its couriers, rate and tick from the environment", () => {
    const env = { DEMO_SIMULATOR_COURIERS: "3", DEMO_SIMULATOR_SERVICES_PER_MINUTE: "10", DEMO_SIMULATOR_TICK_MS: "2000" };
    expect(demoSimulatorFrom(env)).toEqual({ couriersPerHeadquarter: 3, servicesPerMinute: 10, tickMs: 2000 });
    expect(
      demoSimulatorFrom({ DEMO_SIMULATOR_COURIERS: "muchos", DEMO_SIMULATOR_SERVICES_PER_MINUTE: "-1", DEMO_SIMULATOR_TICK_MS: "1" }),
    ).toEqual({
      couriersPerHeadquarter: 6,
      servicesPerMinute: 2,
      tickMs: 500,
    });
  });

  it("calls the app on loopback when it listens everywhere, else on the address it listens on", () => {
    expect(ownAddress("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000");
    expect(ownAddress("::", 3000)).toBe("http://127.0.0.1:3000");
    expect(ownAddress("10.0.0.5", 8080)).toBe("http://10.0.0.5:8080");
    expect(ownAddress("::1", 8080)).toBe("http://[::1]:8080");
  });
});
