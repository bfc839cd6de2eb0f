import { describe, expect, it } from "vitest";
import { isBlankRow, type MassiveRowData, parseMassiveRow, readHeader, rowFromCells } from "./file-row.js";

const good: MassiveRowData = {
  name: "María Gómez",
  phone_number: "300 123 4567",
  type: "Mensajería",
  origin_address: "Museo del Oro",
  origin_description: "Recoger en la portería",
  destination_address: "Parque Nacional",
  destination_description: "",
  required_value: "$ 15.000",
  payment_method: "",
  internal_identifier: "PED-1",
  route_code: "",
  is_round_trip: "Sí",
  scheduled_at: "",
};

describe("parseMassiveRow (the template's row, spec §5 quick-panel rules)", () => {
  it("reads a good row: phone in E.164, pesos without separators, Sí as true, empty optionals as null", () => {
    expect(parseMassiveRow(good)).toEqual({
      ok: true,
      row: {
        name: "María Gómez",
        phone_number: "+573001234567",
        type: "Mensajería",
        origin_address: "Museo del Oro",
        origin_description: "Recoger en la portería",
        destination_address: "Parque Nacional",
        destination_description: "",
        required_value: 15000,
        payment_method: null,
        internal_identifier: "PED-1",
        route_code: null,
        is_round_trip: true,
        scheduled_at: null,
      },
    });
  });

  it("names every bad field with its Spanish message, in the template's order", () => {
    const bad = {
      ...good,
      name: "Jo",
      phone_number: "12",
      type: " ",
      origin_address: "ab",
      origin_description: "",
      destination_description: "ok",
      required_value: "15,5",
      is_round_trip: "tal vez",
      scheduled_at: "2026-12-24 14:30",
    };
    expect(parseMassiveRow(bad)).toEqual({
      ok: false,
      errors: [
        { field: "name", message: "El nombre debe tener al menos 3 caracteres" },
        { field: "phone_number", message: "El teléfono debe tener al menos 7 dígitos" },
        { field: "type", message: "Indique el tipo de servicio" },
        { field: "origin_address", message: "La dirección debe tener entre 3 y 140 caracteres" },
        { field: "origin_description", message: "La descripción es requerida" },
        { field: "destination_description", message: "La descripción debe tener entre 3 y 2000 caracteres" },
        { field: "required_value", message: "El valor requerido debe ser un número entero en pesos" },
        { field: "is_round_trip", message: "Escriba Sí o No" },
        { field: "scheduled_at", message: "Use la fecha y hora como DD/MM/AAAA HH:mm, por ejemplo 24/12/2026 14:30" },
      ],
    });
  });

  it("takes an empty value as 0 and No, x as Sí", () => {
    const parsed = parseMassiveRow({ ...good, required_value: "", is_round_trip: "" });
    expect(parsed.ok && [parsed.row.required_value, parsed.row.is_round_trip]).toEqual([0, false]);
    const crossed = parseMassiveRow({ ...good, is_round_trip: "X" });
    expect(crossed.ok && crossed.row.is_round_trip).toBe(true);
  });
  it("reads the scheduled date and time as Colombia writes it, on the wall clock", () => {
    const at = (scheduled_at: string) => {
      const parsed = parseMassiveRow({ ...good, scheduled_at });
      return parsed.ok ? parsed.row.scheduled_at : parsed.errors.map((e) => e.field);
    };
    expect(at("24/12/2026 14:30")).toBe("2026-12-24T14:30");
    expect(at("5/1/2027 2:05 p. m.")).toBe("2027-01-05T14:05");
    expect(at("5/1/2027 12:00 a. m.")).toBe("2027-01-05T00:00");
    expect(at("31/02/2027 10:00")).toEqual(["scheduled_at"]);
    expect(at("24/12/2026")).toEqual(["scheduled_at"]);
  });
});

describe("readHeader and rowFromCells", () => {
  it("finds the template's columns without accents or case, and lists the required ones missing", () => {
    expect(readHeader(["TELEFONO", "Nombre del cliente", "Otra", "tipo de servicio"])).toEqual({
      fields: ["phone_number", "name", null, "type"],
      missing: ["Dirección de origen", "Descripción de origen", "Dirección de destino"],
    });
  });

  it("places the cells under their fields and leaves the others empty", () => {
    const row = rowFromCells(["phone_number", null, "name"], [" 3001234567 ", "x", 42]);
    expect(row).toMatchObject({ phone_number: "3001234567", name: "42", type: "", is_round_trip: "" });
  });

  it("writes a spreadsheet's date cell (its wall clock read as UTC) as DD/MM/AAAA HH:mm", () => {
    expect(rowFromCells(["scheduled_at"], [new Date("2026-12-24T14:30:00Z")]).scheduled_at).toBe("24/12/2026 14:30");
  });

  it("tells a blank spreadsheet line", () => {
    expect(isBlankRow(["", " ", null, undefined])).toBe(true);
    expect(isBlankRow(["", "a"])).toBe(false);
  });
});
