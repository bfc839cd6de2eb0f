import type { Bounds } from "@despacho/domain";
import { Map as MapLibreMap, type MapOptions, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { BOGOTA, fillCountries, offlineStyle } from "./offline-style";

setWorkerUrl(workerUrl);

export interface CreateMapOptions extends Omit<MapOptions, "container" | "style"> {
  /** The city the map frames first (Bogotá without one). */
  frame: Bounds | null;
  /** MAP_STYLE_URL; null draws the offline style. */
  styleUrl: string | null;
}

/**
 * Every map of the product starts here: the tile style when there is one, the offline style when there is none
 * or it cannot load (no internet), never an error thrown at the user. Null when the browser has no WebGL.
 * Layers of one's own go in on each "style.load" (the fallback replaces the style and its layers).
 */
export function createMap(container: HTMLElement, { frame, styleUrl, ...options }: CreateMapOptions): MapLibreMap | null {
  const city = frame ?? BOGOTA;
  const offline = offlineStyle(city);
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      style: styleUrl ?? offline,
      bounds: [city.west, city.south, city.east, city.north],
      fitBoundsOptions: { padding: 16 },
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
      ...options,
    });
  } catch {
    return null;
  }
  let styled = false;
  map.on("style.load", () => {
    styled = true;
    if (map.getSource("land")) fillCountries(map).catch(() => undefined);
  });
  // Without a listener MapLibre reports every failed tile on the console; a style that never loads falls back once.
  map.on("error", () => {
    if (!styled && styleUrl) {
      styled = true;
      map.setStyle(offline);
    }
  });
  return map;
}
