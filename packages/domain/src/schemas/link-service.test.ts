import { describe, expect, it } from "vitest";
import { linkRequiredValue, linkServiceInputSchema, linkServiceRequestSchema, linkServiceState } from "./link-service.js";

const TYPE = "6f1c1c52-1d8f-4a55-9f4e-2a4b7f0d0a01";
const request = (changes: Record<string, unknown> = {}) => ({
  token: "a".repeat(43),
  name: "Ana Gómez",
  phone_number: "300 123 4567",
  type: TYPE,
  locations: [
    { type: "origin", address: "Calle 10 # 5-20", description: "Portería" },
    { type: "destination", address: "Carrera 7 # 32-10" },
  ],
  ...changes,
});
const messagesOf = (value: unknown) => {
  const parsed = linkServiceRequestSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the link-service form (spec §3, §5, §9)", () => {
  it("turns an empty required_value into 0, and an absent one too", () => {
    expect(linkRequiredValue("")).toBe("0");
    expect(linkRequiredValue("   ")).toBe("0");
    expect(linkRequiredValue(" 15000 ")).toBe("15000");
    expect(linkServiceRequestSchema.parse(request({ required_value: "" })).required_value).toBe(0);
    expect(linkServiceRequestSchema.parse(request()).required_value).toBe(0);
    expect(linkServiceRequestSchema.parse(request({ required_value: "25000" })).required_value).toBe(25000);
  });

  it("leaves each location's city unresolved (-1) and normalises the phone", () => {
    const parsed = linkServiceRequestSchema.parse(request());
    expect(parsed.locations.map((l) => l.city_id)).toEqual([-1, -1]);
    expect(parsed.phone_number).toBe("+573001234567");
    expect(parsed.payment_method).toBeNull();
  });

  it("refuses what the quick panel refuses, in Spanish", () => {
    expect(messagesOf(request({ name: "An", phone_number: "12", required_value: "12,5" }))).toEqual([
      "name: El nombre debe tener al menos 3 caracteres",
      "phone_number: El teléfono debe tener al menos 7 dígitos",
      "required_value: El valor requerido debe ser un número entero en pesos",
    ]);
    expect(messagesOf(request({ type: "" }))).toEqual(["type: Seleccione el tipo de servicio"]);
    expect(messagesOf(request({ locations: [{ type: "origin", address: "Calle 10 # 5-20", description: "Portería" }] }))).toEqual([
      "locations: Debe indicar el origen y al menos un destino",
    ]);
    expect(
      messagesOf(
        request({
          locations: [
            { type: "origin", address: "Calle 10 # 5-20" },
            { type: "destination", address: "Cl" },
          ],
        }),
      ),
    ).toEqual([
      "locations.1.address: La dirección debe tener entre 3 y 140 caracteres",
      "locations.0.description: La descripción es requerida",
    ]);
  });
});

describe("a link's form on /link-manage/", () => {
  it("asks for a name and at least one type, each offered once", () => {
    const parsed = linkServiceInputSchema.safeParse({ name: "Tienda", service_types: [TYPE, TYPE] });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual(["Hay opciones repetidas"]);
    const empty = linkServiceInputSchema.safeParse({ name: "ab", service_types: [] });
    expect(empty.success ? [] : empty.error.issues.map((i) => i.message)).toEqual([
      "El nombre debe tener entre 3 y 100 caracteres",
      "Seleccione al menos un tipo de servicio",
    ]);
    expect(linkServiceInputSchema.parse({ name: " Tienda centro ", service_types: [TYPE] })).toEqual({
      name: "Tienda centro",
      service_types: [TYPE],
      payment_methods: [],
      expires_at: null,
    });
  });

  it("is revoked once revoked, expired from its expiry on, active otherwise", () => {
    const now = new Date("2026-11-27T15:00:00Z");
    expect(linkServiceState({ revoked_at: null, expires_at: null }, now)).toBe("active");
    expect(linkServiceState({ revoked_at: null, expires_at: "2026-11-27T15:00:01Z" }, now)).toBe("active");
    expect(linkServiceState({ revoked_at: null, expires_at: "2026-11-27T15:00:00Z" }, now)).toBe("expired");
    expect(linkServiceState({ revoked_at: "2026-11-01T00:00:00Z", expires_at: "2026-11-27T15:00:00Z" }, now)).toBe("revoked");
  });
});
