import { Alert, Box } from "@mui/material";
import type { Bounds } from "@despacho/domain";
import { useEffect, useRef, useState } from "react";
import { createMap } from "@shared/map/create-map";
import { BOGOTA } from "@shared/map/offline-style";
import { useMapStyle } from "@shared/map/use-map-style";
import { LiveMapController } from "./map-controller";

interface LiveMapViewProps {
  city: Bounds | null;
  onController: (controller: LiveMapController | null) => void;
  onSelect: (uuid: string) => void;
}

const round = (value: number) => value.toFixed(4);

/** The live map itself: made once per city; the screen drives it through its controller. */
export function LiveMapView({ city, onController, onSelect }: LiveMapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const { ready, styleUrl } = useMapStyle();
  const [unavailable, setUnavailable] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once per city and style; the rest goes through the controller.
  useEffect(() => {
    const element = container.current;
    if (!element || !ready) return;
    const frame = city ?? BOGOTA;
    const map = createMap(element, { frame, styleUrl });
    if (!map) {
      setUnavailable(true);
      return;
    }
    // Where the map looks, for whoever checks that it follows a courier (a journey, a support session).
    map.on("moveend", () => {
      const { lng, lat } = map.getCenter();
      element.dataset.center = `${round(lat)},${round(lng)}`;
    });
    const controller = new LiveMapController(map, frame, (uuid) => select.current(uuid));
    onController(controller);
    return () => {
      onController(null);
      controller.destroy();
    };
  }, [ready, styleUrl, city?.north, city?.south, city?.east, city?.west]);

  if (unavailable) return <Alert severity="info">El mapa no está disponible en este navegador.</Alert>;
  return (
    <Box
      ref={container}
      role="application"
      aria-label="Mapa de colaboradores y servicios"
      data-testid="live-map"
      sx={{ width: "100%", height: "100%", minHeight: 320, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
    />
  );
}
