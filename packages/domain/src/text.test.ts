import { describe, expect, it } from "vitest";
import { employmentInputSchema } from "./schemas/employment.js";
import { capitalize, initials, searchKey, truncate } from "./text.js";

describe("text rules (spec §5)", () => {
  it("capitalises the first letter as typed", () => {
    expect(capitalize("mensajero")).toBe("Mensajero");
    expect(capitalize("ñandú líder")).toBe("Ñandú líder");
    expect(employmentInputSchema.parse({ name: "  auxiliar " }).name).toBe("Auxiliar");
  });
  it("searches without accents or case", () => {
    expect(searchKey("  Bogotá D.C. ")).toBe("bogota d.c.");
    expect(searchKey("MEDELLÍN")).toBe("medellin");
    expect(searchKey("Nariño")).toBe("narino");
  });
  it("shows the initials of a name's first two words on an avatar", () => {
    expect(initials("ana maría Pérez")).toBe("AM");
    expect(initials("Beto")).toBe("B");
  });
  it("truncates headquarter names at 30 characters", () => {
    expect(truncate("a".repeat(31), 30)).toBe(`${"a".repeat(30)}…`);
    expect(truncate("Bogotá", 30)).toBe("Bogotá");
  });
  it("gives Spanish messages for an empty employment name", () => {
    const r = employmentInputSchema.safeParse({ name: "   " });
    expect(r.error?.issues[0].message).toBe("Campo requerido");
  });
});
