import { describe, expect, it } from "vitest";
import { boundsContain, cityIdAt, creationMapBounds, enclosingBounds, locationCity, workingCities } from "./work-cities.js";

const BOGOTA = { id: 11001, name: "Bogotá", bounds: { north: 4.837, south: 4.461, east: -73.986, west: -74.227 } };
const SOACHA = { id: 25754, name: "Soacha", bounds: { north: 4.6, south: 4.45, east: -74.15, west: -74.3 } };
const CHAPINERO = { north: 4.68, south: 4.62, east: -74.03, west: -74.07 };
const row = (city: typeof BOGOTA, isDefault: boolean, custom: typeof CHAPINERO | null = null) => ({
  city,
  default: isDefault,
  use_custom_bounds: custom !== null,
  custom_bounds: custom,
});

describe("working cities and the creation map (spec §3 cities_work)", () => {
  it("frames the headquarter's city while custom cities work is off", () => {
    const settings = { enable_custom_cities_work: false, cities_work: [row(SOACHA, true)] };
    expect(creationMapBounds(workingCities(settings, BOGOTA))).toEqual({ north: 4.837, south: 4.461, east: -73.986, west: -74.227 });
    expect(workingCities(settings, BOGOTA)).toEqual([{ ...BOGOTA, default: true }]);
  });
  it("frames the default city's own bounds when custom cities work is on", () => {
    const settings = { enable_custom_cities_work: true, cities_work: [row(BOGOTA, false), row(SOACHA, true)] };
    expect(creationMapBounds(workingCities(settings, BOGOTA))).toEqual({ north: 4.6, south: 4.45, east: -74.15, west: -74.3 });
  });
  it("frames the default city's custom bounds when it uses them", () => {
    const settings = { enable_custom_cities_work: true, cities_work: [row(SOACHA, false), row(BOGOTA, true, CHAPINERO)] };
    expect(creationMapBounds(workingCities(settings, null))).toEqual({ north: 4.68, south: 4.62, east: -74.03, west: -74.07 });
  });
  it("frames nothing without a city", () => {
    expect(creationMapBounds(workingCities({ enable_custom_cities_work: false, cities_work: [] }, null))).toBeNull();
  });
  it("gives -1 as the id of a headquarter city from before location areas", () => {
    expect(workingCities({ enable_custom_cities_work: false, cities_work: [] }, { ...BOGOTA, id: null })[0].id).toBe(-1);
  });
});

describe("city resolution (spec §3 Location city_id)", () => {
  const cities = workingCities({ enable_custom_cities_work: true, cities_work: [row(SOACHA, false), row(BOGOTA, true)] }, null);
  it("resolves a point to the working city holding it, the default one first where they overlap", () => {
    expect(cityIdAt(cities, { latitude: 4.5795, longitude: -74.2168 })).toBe(11001);
    expect(cityIdAt(cities, { latitude: 4.47, longitude: -74.28 })).toBe(25754);
  });
  it("stores a location with the city the server resolves, whatever city the client sent", () => {
    const at = (latitude: number | null, longitude: number | null, city_id: number) =>
      locationCity(cities, { latitude, longitude, city_id });
    expect(at(4.47, -74.28, 11001)).toEqual({ city_id: 25754, city: "Soacha" });
    expect(at(6.2442, -75.5812, 11001)).toEqual({ city_id: -1, city: null });
    expect(at(null, null, 25754)).toEqual({ city_id: 25754, city: "Soacha" });
    expect(at(null, null, 5001)).toEqual({ city_id: -1, city: null });
  });
  it("leaves a point outside every working city unresolved (-1)", () => {
    expect(cityIdAt(cities, { latitude: 6.2442, longitude: -75.5812 })).toBe(-1);
  });
  it("counts the edges as inside", () => {
    expect(boundsContain(CHAPINERO, { latitude: 4.68, longitude: -74.07 })).toBe(true);
    expect(boundsContain(CHAPINERO, { latitude: 4.6801, longitude: -74.05 })).toBe(false);
  });
  it("searches inside the rectangle that holds every working city", () => {
    expect(enclosingBounds(cities)).toEqual({ north: 4.837, south: 4.45, east: -73.986, west: -74.3 });
    expect(enclosingBounds([])).toBeNull();
  });
});
