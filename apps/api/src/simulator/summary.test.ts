import { describe, expect, it } from "vitest";
import { demoSummary } from "./summary.js";

describe("the demo's one-line summary for the console", () => {
  it("says how many couriers are online and what happened since the last summary", () => {
    const before = { online: 10, locations: 1_000, offersAnswered: 4, servicesPlaced: 7, finished: 3, messages: 1 };
    const now = { online: 12, locations: 1_144, offersAnswered: 6, servicesPlaced: 9, finished: 4, messages: 1 };
    expect(demoSummary(now, before)).toBe(
      "simulador: 12 mensajeros en línea; en el último minuto 144 ubicaciones, 2 ofertas respondidas, 2 servicios creados, 1 finalizados, 0 mensajes",
    );
  });
});
