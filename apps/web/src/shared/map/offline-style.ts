import type { Bounds } from "@despacho/domain";
import type { Feature, FeatureCollection, Position } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countriesUrl from "world-atlas/countries-50m.json?url";

/** Where the maps open when the headquarter's city has no bounds. */
export const BOGOTA: Bounds = { north: 4.837, south: 4.461, east: -73.986, west: -74.227 };
const GRID_STEPS = 8;
const EMPTY: FeatureCollection = { type: "FeatureCollection", features: [] };

/** A straight line between two [longitude, latitude] points. */
function segment(from: Position, to: Position): Feature {
  return { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: [from, to] } };
}

function frameOf(b: Bounds): Feature {
  const ring = [
    [b.west, b.south],
    [b.east, b.south],
    [b.east, b.north],
    [b.west, b.north],
    [b.west, b.south],
  ];
  return { type: "Feature", properties: {}, geometry: { type: "Polygon", coordinates: [ring] } };
}

/**
 * The style every map draws without MAP_STYLE_URL, or when its tiles cannot load (no internet): water, the
 * countries' land and borders (Natural Earth 1:50m from the world-atlas package, served by us and filled in
 * once loaded), the city's bounds and a light grid over it, so a map is never an empty grey box. No text: labels
 * would need a glyph server.
 */
export function offlineStyle(b: Bounds): StyleSpecification {
  const grid: Feature[] = [];
  for (let i = 0; i <= GRID_STEPS; i++) {
    const lat = b.south + ((b.north - b.south) * i) / GRID_STEPS;
    const lng = b.west + ((b.east - b.west) * i) / GRID_STEPS;
    grid.push(segment([b.west, lat], [b.east, lat]), segment([lng, b.south], [lng, b.north]));
  }
  return {
    version: 8,
    sources: {
      land: { type: "geojson", data: EMPTY },
      borders: { type: "geojson", data: EMPTY },
      grid: { type: "geojson", data: { type: "FeatureCollection", features: grid } },
      city: { type: "geojson", data: frameOf(b) },
    },
    layers: [
      { id: "water", type: "background", paint: { "background-color": "#c9dceb" } },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": "#eceae4" } },
      { id: "borders", type: "line", source: "borders", paint: { "line-color": "#9aa0a6", "line-width": 1, "line-dasharray": [3, 2] } },
      { id: "city-fill", type: "fill", source: "city", paint: { "fill-color": "#ffffff", "fill-opacity": 0.85 } },
      { id: "grid", type: "line", source: "grid", paint: { "line-color": "#d5dde2", "line-width": 1 } },
      { id: "city-line", type: "line", source: "city", paint: { "line-color": "#607d8b", "line-width": 2, "line-dasharray": [2, 2] } },
    ],
  };
}

interface Countries {
  land: FeatureCollection;
  borders: Feature;
}
let countries: Promise<Countries> | null = null;

/** The countries' land and borders, fetched and converted once per page. */
function loadCountries(): Promise<Countries> {
  countries ??= fetch(countriesUrl)
    .then((res) => res.json() as Promise<Topology<{ countries: GeometryCollection; land: GeometryCollection }>>)
    .then((topology) => ({
      land: feature(topology, topology.objects.land) as FeatureCollection,
      borders: { type: "Feature", properties: {}, geometry: mesh(topology, topology.objects.countries, (a, b) => a !== b) },
    }));
  countries.catch(() => {
    countries = null;
  });
  return countries;
}

/** Fills the offline style's land and borders on this map (nothing when the map now shows another style). */
export async function fillCountries(map: MapLibreMap): Promise<void> {
  const { land, borders } = await loadCountries();
  (map.getSource("land") as GeoJSONSource | undefined)?.setData(land);
  (map.getSource("borders") as GeoJSONSource | undefined)?.setData(borders);
}
