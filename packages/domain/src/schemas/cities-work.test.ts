import { describe, expect, it } from "vitest";
import { boundsSchema, customBoundsSettingsSchema, DEFAULT_HEADQUARTER_SETTINGS, headquarterSettingsSchema } from "./headquarter.js";

const BOGOTA = { id: 11001, name: "Bogotá", bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 } };
const MEDELLIN = { id: 5001, name: "Medellín", bounds: { north: 6.376, south: 6.164, east: -75.478, west: -75.719 } };
const row = (city: typeof BOGOTA, isDefault: boolean) => ({ city, default: isDefault, use_custom_bounds: false, custom_bounds: null });
const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("bounds (spec §3 custom_bounds)", () => {
  it("accepts a rectangle with north above south and east beyond west", () => {
    expect(boundsSchema.safeParse(BOGOTA.bounds).success).toBe(true);
  });
  it("refuses north not above south and east not beyond west, in Spanish", () => {
    const r = boundsSchema.safeParse({ north: 4.4, south: 4.8, east: -74.2, west: -73.9 });
    expect(messages(r)).toEqual([
      ["north", "El límite norte debe ser mayor que el sur"],
      ["east", "El límite este debe ser mayor que el oeste"],
    ]);
  });
  it("refuses latitudes beyond ±90 and longitudes beyond ±180", () => {
    const r = boundsSchema.safeParse({ north: 91, south: -91, east: 181, west: -181 });
    expect(messages(r)).toEqual([
      ["north", "La latitud debe estar entre -90 y 90"],
      ["south", "La latitud debe estar entre -90 y 90"],
      ["east", "La longitud debe estar entre -180 y 180"],
      ["west", "La longitud debe estar entre -180 y 180"],
    ]);
  });
  it("asks for a number when a limit is empty", () => {
    const r = boundsSchema.safeParse({ north: Number.NaN, south: 4.4, east: -74, west: -74.2 });
    expect(messages(r)).toEqual([["north", "Ingrese un número"]]);
  });
});

describe("cities work (spec §3, §5)", () => {
  it("refuses custom city limits enabled without a default city", () => {
    const r = customBoundsSettingsSchema.safeParse({ enable_custom_cities_work: true, cities_work: [row(BOGOTA, false)] });
    expect(messages(r)).toEqual([["cities_work", "No existe una ciudad por defecto en el listado de limites personalizados"]]);
    const full = headquarterSettingsSchema.safeParse({ ...DEFAULT_HEADQUARTER_SETTINGS, enable_custom_cities_work: true });
    expect(messages(full)).toEqual([["cities_work", "No existe una ciudad por defecto en el listado de limites personalizados"]]);
  });
  it("accepts a list without a default while custom limits are off", () => {
    expect(customBoundsSettingsSchema.safeParse({ enable_custom_cities_work: false, cities_work: [row(BOGOTA, false)] }).success).toBe(
      true,
    );
  });
  it("accepts one default city and refuses two", () => {
    const one = { enable_custom_cities_work: true, cities_work: [row(BOGOTA, true), row(MEDELLIN, false)] };
    expect(customBoundsSettingsSchema.safeParse(one).success).toBe(true);
    const two = customBoundsSettingsSchema.safeParse({
      enable_custom_cities_work: true,
      cities_work: [row(BOGOTA, true), row(MEDELLIN, true)],
    });
    expect(messages(two)).toEqual([["cities_work", "Solo una ciudad puede ser la ciudad por defecto"]]);
  });
  it("refuses the same city twice", () => {
    const r = customBoundsSettingsSchema.safeParse({
      enable_custom_cities_work: true,
      cities_work: [row(BOGOTA, true), row(BOGOTA, false)],
    });
    expect(messages(r)).toEqual([["cities_work.1.city", "La ciudad ya está en el listado"]]);
  });
  it("asks for the custom bounds when use_custom_bounds is on, and checks them", () => {
    const missing = customBoundsSettingsSchema.safeParse({
      enable_custom_cities_work: true,
      cities_work: [{ ...row(BOGOTA, true), use_custom_bounds: true }],
    });
    expect(messages(missing)).toEqual([["cities_work.0.custom_bounds", "Ingrese los límites personalizados"]]);
    const inverted = customBoundsSettingsSchema.safeParse({
      enable_custom_cities_work: true,
      cities_work: [{ ...row(BOGOTA, true), use_custom_bounds: true, custom_bounds: { north: 4.5, south: 4.7, east: -74, west: -74.1 } }],
    });
    expect(messages(inverted)).toEqual([["cities_work.0.custom_bounds.north", "El límite norte debe ser mayor que el sur"]]);
  });
});
