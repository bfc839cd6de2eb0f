import { describe, expect, it } from "vitest";
import { duplicateNameMessage, USERNAME_TAKEN } from "./duplicates.js";

describe("duplicate refusals, worded once", () => {
  it("names what already has that name, with its article", () => {
    expect(duplicateNameMessage("employment")).toBe("Ya existe un cargo con ese nombre");
    expect(duplicateNameMessage("geozone")).toBe("Ya existe una geozona con ese nombre");
    expect(duplicateNameMessage("savedLocation")).toBe("Ya existe un lugar frecuente con ese nombre");
    expect(duplicateNameMessage("tag")).toBe("Ya existe una etiqueta con ese nombre");
    expect(duplicateNameMessage("template")).toBe("Ya existe una plantilla con ese nombre");
  });

  it("says a username is taken the same way for staff and couriers", () => {
    expect(USERNAME_TAKEN).toBe("Ya existe un usuario con ese nombre de usuario");
  });
});
