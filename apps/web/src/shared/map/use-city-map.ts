import type { Map as MapLibreMap } from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import { createMap } from "./create-map";
import { useCityBounds } from "./use-city-bounds";
import { useMapStyle } from "./use-map-style";

/**
 * One MapLibre map in `container`, framed on the headquarter's city once the style is known: `onStyleLoad` adds the
 * screen's sources and layers, the screen then sets its data through `map` (null until created). `unavailable` when
 * the browser cannot draw it (no WebGL).
 */
export function useCityMap(container: RefObject<HTMLDivElement | null>, onStyleLoad: (map: MapLibreMap) => void) {
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const { ready, styleUrl } = useMapStyle();
  const city = useCityBounds();
  const loaded = useRef(onStyleLoad);
  loaded.current = onStyleLoad;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one map per container; its data is set through `map`.
  useEffect(() => {
    if (!container.current || !ready) return;
    const instance = createMap(container.current, { frame: city, styleUrl });
    if (!instance) {
      setUnavailable(true);
      return;
    }
    instance.on("style.load", () => loaded.current(instance));
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
    };
  }, [ready]);

  return { map, unavailable };
}
