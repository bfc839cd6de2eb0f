import type { Bounds } from "@despacho/domain";
import type { Map as MapLibreMap } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { type CreateMapOptions, createMap } from "./create-map";
import { useCityBounds } from "./use-city-bounds";
import { useMapStyle } from "./use-map-style";

export interface CityMapOptions {
  /** Where the map opens and goes back to when it changes; undefined: the selected headquarter's city. */
  frame?: Bounds | null;
  /** More MapLibre options for this screen, read once at creation (an edited zone's own bounds, no double-click zoom). */
  mapOptions?: Omit<CreateMapOptions, "frame" | "styleUrl">;
}

/**
 * One MapLibre map in `container`, framed on the headquarter's city (or `frame`) once the style is known: `onStyleLoad`
 * adds the screen's sources and layers, the screen then sets its data through `map` (null until created).
 * `unavailable` when the browser cannot draw it (no WebGL).
 */
export function useCityMap(
  container: RefObject<HTMLDivElement | null>,
  onStyleLoad: (map: MapLibreMap) => void,
  { frame, mapOptions }: CityMapOptions = {},
) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const { ready, styleUrl } = useMapStyle();
  const city = useCityBounds({ enabled: frame === undefined });
  const bounds = frame === undefined ? city : frame;
  const loaded = useRef(onStyleLoad);
  loaded.current = onStyleLoad;
  const opened = useRef(bounds);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per container; its data is set through `map`.
  useEffect(() => {
    if (!container.current || !ready) return;
    const instance = createMap(container.current, { ...mapOptions, frame: bounds, styleUrl });
    if (!instance) {
      setUnavailable(true);
      return;
    }
    opened.current = bounds;
    instance.on("style.load", () => loaded.current(instance));
    setMap(instance);
    return () => {
      setMap(null);
      // After the screen's own clean-ups (declared after this hook, React runs them after this one): a drawing or a
      // layer they take off must still find the map.
      queueMicrotask(() => instance.remove());
    };
  }, [ready]);

  // The city known after the map opened (its headquarter read late, a panel's default city changed): go there.
  useEffect(() => {
    if (!map || !bounds || sameBounds(bounds, opened.current)) return;
    opened.current = bounds;
    map.fitBounds([bounds.west, bounds.south, bounds.east, bounds.north], { padding: 16, duration: 0 });
  }, [map, bounds]);

  return { map, unavailable };
}

const sameBounds = (a: Bounds, b: Bounds | null) =>
  b !== null && a.north === b.north && a.south === b.south && a.east === b.east && a.west === b.west;
