import { describe, expect, it } from "vitest";
import { addDestinationError, QUICK_PANEL_MESSAGES as M, quickPanelSchema, roundTripError } from "./quick-panel.js";

const place = (address: string, description = "Portería") => ({ address, description, latitude: 4.6, longitude: -74.08 });
const valid = {
  name: "Laura Gómez",
  phone_number: "+57 (300) 123-4567",
  type: "5b0c8c0e-3f7e-4b8e-9a53-0a3b2c1d4e5f",
  required_value: 20000,
  calculated_cost: 8000,
  origin: place("Calle 80 # 15-20"),
  destinations: [place("Carrera 7 # 45-10", "")],
};
const messages = (input: unknown, max: number | null = null) =>
  quickPanelSchema({ maxSpecifiedBase: max })
    .safeParse(input)
    .error?.issues.map((i) => i.message) ?? [];

describe("quick panel (spec §5)", () => {
  it("accepts a complete panel and normalises the phone", () => {
    const parsed = quickPanelSchema({ maxSpecifiedBase: 50000 }).parse(valid);
    expect(parsed.phone_number).toBe("+573001234567");
    expect(parsed.messengers_number).toBe(1);
  });
  it("asks for a name of 3 and a phone of 7", () => {
    expect(messages({ ...valid, name: "Al" })).toContain(M.name);
    expect(messages({ ...valid, phone_number: "12-34 56" })).toContain(M.phone);
  });
  it("refuses a required value over the type's max_specified_base", () => {
    expect(messages(valid, 10000)).toContain(M.requiredValueMax(10000));
    expect(messages(valid, null)).toEqual([]);
  });
  it("bounds addresses to 3..140 and descriptions to 3..2000", () => {
    expect(messages({ ...valid, origin: place("ab") })).toContain(M.address);
    expect(messages({ ...valid, origin: place("x".repeat(141)) })).toContain(M.address);
    expect(messages({ ...valid, origin: place("Calle 1", "ab") })).toContain(M.description);
    expect(messages({ ...valid, origin: place("Calle 1", "x".repeat(2001)) })).toContain(M.description);
  });
  it("reports a missing origin description on the first try, even while the cost is not typed yet", () => {
    const { calculated_cost: _, ...withoutCost } = valid;
    expect(messages({ ...withoutCost, origin: place("Calle 80 # 15-20", "") })).toEqual([
      "El costo es requerido",
      "La descripción es requerida",
    ]);
  });
  it("requires descriptions on every destination but the last", () => {
    expect(messages({ ...valid, destinations: [place("Calle 2", ""), place("Calle 3", "")] })).toContain(M.descriptionRequired);
    expect(messages({ ...valid, destinations: [place("Calle 2"), place("Calle 3", "")] })).toEqual([]);
  });
  it("keeps messengers between 1 and 10", () => {
    expect(messages({ ...valid, messengers_number: 0 })).toContain(M.messengers);
    expect(messages({ ...valid, messengers_number: 11 })).toContain(M.messengers);
  });
  it("allows one destination on a round trip", () => {
    expect(messages({ ...valid, is_round_trip: true, destinations: [place("Calle 2"), place("Calle 3")] })).toContain(
      M.roundTripOneDestination,
    );
  });
  it("guards adding destinations and enabling round trip", () => {
    expect(addDestinationError({ address: "" }, [], false)).toBe(M.originFirst);
    expect(addDestinationError({ address: "Calle 1" }, [{ address: "" }], false)).toBe(M.previousFirst);
    expect(addDestinationError({ address: "Calle 1" }, [{ address: "Calle 2" }], true)).toBe(M.roundTripOneDestination);
    expect(addDestinationError({ address: "Calle 1" }, [{ address: "Calle 2" }], false)).toBeNull();
    expect(roundTripError({ address: "" }, [])).toBe(M.originFirst);
    expect(roundTripError({ address: "Calle 1" }, [1, 2])).toBe(M.roundTripOneDestination);
  });
});
