import type { Bounds, HeadquarterSettings } from "../schemas/headquarter.js";
import type { LatLng } from "./geometry.js";

/** spec §3 Location city_id: -1 means the location's city could not be resolved. */
export const UNRESOLVED_CITY_ID = -1;

/** A city the headquarter works in, with the bounds that count for it. */
export interface WorkingCity {
  id: number;
  name: string;
  bounds: Bounds;
  default: boolean;
}

type CitySettings = Pick<HeadquarterSettings, "enable_custom_cities_work" | "cities_work">;
/** The headquarter's own city (spec §3 Headquarter.city); id null for one from before location areas. */
export interface HeadquarterCity {
  id: number | null;
  name: string;
  bounds: Bounds;
}

/**
 * spec §3: with enable_custom_cities_work the cities work (each with its custom bounds when
 * use_custom_bounds), otherwise the headquarter's city alone.
 */
export function workingCities(settings: CitySettings, headquarterCity: HeadquarterCity | null): WorkingCity[] {
  if (settings.enable_custom_cities_work) {
    return settings.cities_work.map((c) => ({
      id: c.city.id,
      name: c.city.name,
      bounds: c.use_custom_bounds && c.custom_bounds ? c.custom_bounds : c.city.bounds,
      default: c.default,
    }));
  }
  if (!headquarterCity) return [];
  return [{ id: headquarterCity.id ?? UNRESOLVED_CITY_ID, name: headquarterCity.name, bounds: headquarterCity.bounds, default: true }];
}

/** What the creation panels' map frames: the default working city's bounds (else the first one's). */
export function creationMapBounds(cities: readonly WorkingCity[]): Bounds | null {
  return (cities.find((c) => c.default) ?? cities[0])?.bounds ?? null;
}

/** Whether the point lies inside the rectangle (its edges count as inside). */
export function boundsContain(b: Bounds, p: LatLng): boolean {
  return p.latitude >= b.south && p.latitude <= b.north && p.longitude >= b.west && p.longitude <= b.east;
}

/** The smallest rectangle holding every working city: where the address search looks. */
export function enclosingBounds(cities: readonly WorkingCity[]): Bounds | null {
  if (cities.length === 0) return null;
  return {
    north: Math.max(...cities.map((c) => c.bounds.north)),
    south: Math.min(...cities.map((c) => c.bounds.south)),
    east: Math.max(...cities.map((c) => c.bounds.east)),
    west: Math.min(...cities.map((c) => c.bounds.west)),
  };
}

/** spec §3 Location city_id: the working city whose bounds hold the point (the default one first), else -1. */
export function cityIdAt(cities: readonly WorkingCity[], p: LatLng): number {
  const ordered = [...cities.filter((c) => c.default), ...cities.filter((c) => !c.default)];
  return ordered.find((c) => boundsContain(c.bounds, p))?.id ?? UNRESOLVED_CITY_ID;
}

/** The city a location is stored with (spec §3 Location city_id and city): the server's, never the client's guess. */
export interface LocationCity {
  city_id: number;
  city: string | null;
}

/**
 * A location's city as the server resolves it: with a point, the working city holding it (cityIdAt) or -1; without one,
 * the city the client named when it is one of the working cities, else -1. A resolved city carries its name.
 */
export function locationCity(
  cities: readonly WorkingCity[],
  location: { latitude: number | null; longitude: number | null; city_id: number },
): LocationCity {
  const { latitude, longitude } = location;
  const id = latitude !== null && longitude !== null ? cityIdAt(cities, { latitude, longitude }) : location.city_id;
  const city = id === UNRESOLVED_CITY_ID ? undefined : cities.find((c) => c.id === id);
  return city ? { city_id: city.id, city: city.name } : { city_id: UNRESOLVED_CITY_ID, city: null };
}
