import { motorcycleInputSchema } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../forms/field-errors";
import { motorcycleValues, parsedMotorcycle } from "./motorcycle-values";

const typed = {
  ...motorcycleValues(),
  license_plate: " abc12d ",
  brand: "Yamaha",
  model: "2022",
  cylindrical: "150",
  insurance_start_date: "2026-01-10",
  insurance_expiration_date: "2027-01-09",
};

describe("the motorcycle form", () => {
  it("sends empty optional fields as null and the cylinder capacity as a number", () => {
    expect(motorcycleInputSchema.parse(parsedMotorcycle(typed))).toEqual({
      license_plate: "ABC12D",
      brand: "Yamaha",
      model: "2022",
      line: null,
      color: null,
      cylindrical: 150,
      insurance_start_date: "2026-01-10",
      insurance_expiration_date: "2027-01-09",
      techno_mechanical_start_date: null,
      techno_mechanical_expiration_date: null,
    });
  });

  it("shows one Spanish message per field", () => {
    const parsed = motorcycleInputSchema.safeParse(
      parsedMotorcycle({ ...typed, license_plate: "AB-12", brand: "", cylindrical: "20", insurance_expiration_date: "2025-12-31" }),
    );
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error?.issues ?? [])).toEqual({
      license_plate: "Use solo letras y números en la placa (por ejemplo ABC12D)",
      brand: "Campo requerido",
      cylindrical: "El cilindraje debe estar entre 50 y 2000",
      insurance_expiration_date: "La fecha de vencimiento del SOAT debe ser posterior a la de inicio",
    });
  });

  it("fills the form with a motorcycle's data for editing", () => {
    const values = motorcycleValues({
      id: "m1",
      license_plate: "XYZ98A",
      brand: "Honda",
      model: "2023",
      line: null,
      color: "Rojo",
      cylindrical: 125,
      insurance_start_date: null,
      insurance_expiration_date: "2027-02-28",
      techno_mechanical_start_date: null,
      techno_mechanical_expiration_date: null,
      verified: false,
    });
    expect(values).toMatchObject({
      license_plate: "XYZ98A",
      line: "",
      color: "Rojo",
      cylindrical: "125",
      insurance_expiration_date: "2027-02-28",
    });
  });
});
