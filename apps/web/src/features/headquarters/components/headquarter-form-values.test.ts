import type { Headquarter } from "@despacho/domain";
import { describe, expect, it } from "vitest";
import { changedFields, headquarterFormDefaults, headquarterFormSchema } from "./headquarter-form-values";

const bounds = { north: 6.376, south: 6.127, east: -75.502, west: -75.663 };
const laureles: Headquarter = {
  uuid: "7b0e7a52-1c1f-4c55-9d0a-2f4f1f6c1a11",
  name: "Sede Laureles",
  image_url: null,
  google_key: null,
  city: { id: 5001, name: "Medellín", country_id: "CO", bounds },
};
const submit = (values: object) => headquarterFormSchema.parse({ ...headquarterFormDefaults(laureles), ...values });

describe("the headquarter form", () => {
  it("sends the chosen city's id and no maps key when left empty", () => {
    expect(submit({})).toEqual({ name: "Sede Laureles", city: 5001, google_key: null });
  });

  it("asks for the city when none is chosen", () => {
    const result = headquarterFormSchema.safeParse({ name: "Sede", city: null, google_key: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["city", "Seleccione una ciudad"]]);
  });

  it("starts without a city for a headquarter from before location areas", () => {
    expect(headquarterFormDefaults({ ...laureles, city: { ...laureles.city, id: null } }).city).toBeNull();
  });

  it("sends only the fields that changed", () => {
    expect(changedFields(laureles, submit({}))).toEqual({});
    expect(changedFields(laureles, submit({ name: " Sede Estadio " }))).toEqual({ name: "Sede Estadio" });
    expect(changedFields(laureles, submit({ city: { id: 5088, name: "Bello", department: "Antioquia" }, google_key: "AIza" }))).toEqual({
      city: 5088,
      google_key: "AIza",
    });
    expect(changedFields({ ...laureles, google_key: "AIza" }, submit({ google_key: "  " }))).toEqual({ google_key: null });
  });
});
