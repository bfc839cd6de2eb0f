import { describe, expect, it } from "vitest";
import { savedLocationInputSchema, savedLocationPatchSchema } from "./saved-location.js";

describe("a saved place as the form and the API take it", () => {
  it("stores the address in its normalised Colombian form and the name trimmed", () => {
    expect(
      savedLocationInputSchema.parse({ name: "  Bodega norte ", address: "cl 72 # 10-34 int 2", latitude: 4.6586, longitude: -74.0565 }),
    ).toEqual({
      name: "Bodega norte",
      address: "Calle 72 # 10-34, Interior 2",
      latitude: 4.6586,
      longitude: -74.0565,
    });
  });

  it("refuses an empty name, a short address and a place without its point, in Spanish", () => {
    const result = savedLocationInputSchema.safeParse({ name: " ", address: "cl", latitude: null });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({
      name: "Campo requerido",
      address: "La dirección debe tener entre 3 y 140 caracteres",
      latitude: "Ubique la dirección en el mapa",
      longitude: "Ubique la dirección en el mapa",
    });
  });

  it("changes a part at a time, but a point only whole", () => {
    expect(savedLocationPatchSchema.parse({ name: "Oficina" })).toEqual({ name: "Oficina" });
    expect(savedLocationPatchSchema.safeParse({ latitude: 4.6 }).error?.issues[0]?.message).toBe("Envíe la latitud y la longitud juntas");
  });
});
