import { describe, expect, it } from "vitest";
import { pageWithPresence, withPresence } from "./presence";

const ana = { uuid: "a", full_name: "Ana Ríos", status: "Desconectado" as const };
const beto = { uuid: "b", full_name: "Beto Gil", status: "Conectado" as const };
const page = { count: 2, next: null, previous: null, results: [ana, beto] };

describe("presence events on the couriers list (spec §4)", () => {
  it("connect makes the courier Conectado and disconnect Desconectado", () => {
    expect(withPresence(ana, "a", true)).toEqual({ uuid: "a", full_name: "Ana Ríos", status: "Conectado" });
    expect(withPresence(beto, "b", false)).toEqual({ uuid: "b", full_name: "Beto Gil", status: "Desconectado" });
  });

  it("changes only the courier of the event on the page", () => {
    expect(pageWithPresence(page, "a", true).results).toEqual([
      { uuid: "a", full_name: "Ana Ríos", status: "Conectado" },
      { uuid: "b", full_name: "Beto Gil", status: "Conectado" },
    ]);
  });

  it("keeps the same page when nothing changes (no re-render)", () => {
    expect(pageWithPresence(page, "zzz", true)).toBe(page);
    expect(pageWithPresence(page, "b", true)).toBe(page);
    expect(withPresence(ana, "a", false)).toBe(ana);
  });
});
