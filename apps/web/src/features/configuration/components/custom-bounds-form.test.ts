import { describe, expect, it } from "vitest";
import { customBoundsDefaults, customBoundsFormSchema, newCityWorkRow, withCity } from "./custom-bounds-form";

const BOGOTA = { id: 11001, name: "Bogotá", bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 } };
const MEDELLIN = {
  id: 5001,
  name: "Medellín",
  department: "Antioquia",
  bounds: { north: 6.376, south: 6.127, east: -75.502, west: -75.663 },
};
const issues = (values: unknown) => customBoundsFormSchema.safeParse(values).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("custom bounds form (spec §3 cities_work, §5)", () => {
  it("refuses, before sending, custom limits enabled without a default city", () => {
    const row = { ...withCity(newCityWorkRow([]), BOGOTA), default: false };
    expect(issues({ enable_custom_cities_work: true, cities_work: [row] })).toEqual([
      ["cities_work", "No existe una ciudad por defecto en el listado de limites personalizados"],
    ]);
  });

  it("asks for the city of a new row", () => {
    expect(issues({ enable_custom_cities_work: false, cities_work: [newCityWorkRow([])] })).toEqual([
      ["cities_work.0.city", "Seleccione una ciudad"],
    ]);
  });

  it("makes the first city added the default one and the next ones not", () => {
    const first = newCityWorkRow([]);
    expect(first.default).toBe(true);
    expect(newCityWorkRow([first]).default).toBe(false);
  });

  it("sends the chosen city with its bounds and custom limits only when they are used", () => {
    const bogota = {
      ...withCity(newCityWorkRow([]), BOGOTA),
      use_custom_bounds: true,
      custom_bounds: { north: 4.68, south: 4.62, east: -74.03, west: -74.07 },
    };
    const medellin = withCity(newCityWorkRow([bogota]), MEDELLIN);
    expect(customBoundsFormSchema.parse({ enable_custom_cities_work: true, cities_work: [bogota, medellin] })).toEqual({
      enable_custom_cities_work: true,
      cities_work: [
        { city: BOGOTA, default: true, use_custom_bounds: true, custom_bounds: { north: 4.68, south: 4.62, east: -74.03, west: -74.07 } },
        { city: { id: 5001, name: "Medellín", bounds: MEDELLIN.bounds }, default: false, use_custom_bounds: false, custom_bounds: null },
      ],
    });
  });

  it("starts custom limits from the city's bounds and reports an empty or inverted limit on its field", () => {
    const row = { ...withCity(newCityWorkRow([]), BOGOTA), use_custom_bounds: true };
    expect(row.custom_bounds).toEqual(BOGOTA.bounds);
    const empty = { ...row, custom_bounds: { ...BOGOTA.bounds, north: Number.NaN } };
    expect(issues({ enable_custom_cities_work: true, cities_work: [empty] })).toEqual([
      ["cities_work.0.custom_bounds.north", "Ingrese un número"],
    ]);
    const inverted = { ...row, custom_bounds: { ...BOGOTA.bounds, east: -74.3 } };
    expect(issues({ enable_custom_cities_work: true, cities_work: [inverted] })).toEqual([
      ["cities_work.0.custom_bounds.east", "El límite este debe ser mayor que el oeste"],
    ]);
  });

  it("shows saved custom limits, or the city's bounds to start from", () => {
    const values = customBoundsDefaults({
      enable_custom_cities_work: true,
      cities_work: [{ city: BOGOTA, default: true, use_custom_bounds: false, custom_bounds: null }],
    });
    expect(values.cities_work[0].custom_bounds).toEqual(BOGOTA.bounds);
  });
});
