import { describe, expect, it } from "vitest";
import { serviceCreateSchema } from "../schemas/service.js";
import { businessFieldErrors, SAME_PROVIDER_ERROR, sameProviderError } from "./business-rules.js";

describe("business multi-assign (spec §5)", () => {
  it("accepts services of one provider", () => {
    expect(sameProviderError([{ headquarter: "a" }, { headquarter: "a" }])).toBeNull();
    expect(sameProviderError([])).toBeNull();
  });
  it("refuses services of different providers with the spec's message", () => {
    expect(sameProviderError([{ headquarter: "a" }, { headquarter: "b" }])).toBe(SAME_PROVIDER_ERROR);
    expect(SAME_PROVIDER_ERROR).toBe("Error: los servicios seleccionados deben ser del mismo proveedor");
  });
});

describe("business creation field list (spec §5)", () => {
  const service = serviceCreateSchema.parse({
    name: "Laura Gómez",
    phone_number: "3001234567",
    type: "00000000-0000-4000-8000-000000000001",
    calculated_cost: 9000,
    locations: [
      { type: "origin", address: "Calle 72 # 10-34", description: "Portería" },
      { type: "destination", address: "Carrera 15 # 93-47" },
    ],
  });

  it("accepts a payload that uses no listed field, whatever the list", () => {
    expect(businessFieldErrors(service, [])).toEqual([]);
  });
  it("refuses each used field outside the list, and accepts it once listed", () => {
    const used = { ...service, messengers_number: 3, internal_identifier: "F-1", customer: "00000000-0000-4000-8000-000000000002" };
    expect(businessFieldErrors(used, ["customer"])).toEqual([
      { field: "internal_identifier", message: "Este campo no está habilitado para su negocio" },
      { field: "messengers_number", message: "Este campo no está habilitado para su negocio" },
    ]);
    expect(businessFieldErrors(used, ["customer", "internal_identifier", "messengers_number"])).toEqual([]);
  });
  it("never accepts an anonymous customer or a chosen courier", () => {
    const chosen = { ...service, direct_assignment: true, messenger: "00000000-0000-4000-8000-000000000003" };
    expect(businessFieldErrors(chosen, ["direct_assignment"]).map((e) => e.field)).toEqual(["messenger"]);
    expect(businessFieldErrors({ ...service, anonymous_customer: "00000000-0000-4000-8000-000000000004" }, ["customer"])).toEqual([
      { field: "anonymous_customer", message: "Este campo no está habilitado para su negocio" },
    ]);
  });
});
