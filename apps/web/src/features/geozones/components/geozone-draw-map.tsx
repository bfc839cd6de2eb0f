import { Alert, Box, Button } from "@mui/material";
import { type Bounds, boundsOf, type MultiPolygonInput } from "@despacho/domain";
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { useEffect, useRef, useState } from "react";
import { createMap } from "@shared/map/create-map";
import { useMapStyle } from "@shared/map/use-map-style";

interface GeozoneDrawMapProps {
  bounds: Bounds | null;
  initial: MultiPolygonInput | null;
  onChange: (shape: MultiPolygonInput | null) => void;
}

/**
 * spec §2.4 geozone add/edit: the zone drawn on the map with terra-draw, a click per corner and a click on the first
 * one to close; several polygons make one MultiPolygon. The drawing can be cleared and started again.
 */
export function GeozoneDrawMap({ bounds, initial, onChange }: GeozoneDrawMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const draw = useRef<TerraDraw | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [unavailable, setUnavailable] = useState(false);
  const { ready, styleUrl } = useMapStyle();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map and its drawing are made once per dialog
  useEffect(() => {
    if (!container.current || !ready) return;
    const map = createMap(container.current, {
      frame: bounds,
      styleUrl,
      // An edited zone fills the view; a new one starts from the whole city.
      ...(initial && { bounds: boundsOf(initial), fitBoundsOptions: { padding: 48 } }),
      doubleClickZoom: false,
    });
    if (!map) {
      setUnavailable(true);
      return;
    }
    map.on("load", () => {
      const instance = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map }),
        modes: [new TerraDrawPolygonMode(), new TerraDrawSelectMode()],
      });
      instance.start();
      if (initial) {
        instance.addFeatures(
          initial.coordinates.map((coordinates) => ({
            id: crypto.randomUUID(),
            type: "Feature" as const,
            properties: { mode: "polygon" },
            geometry: { type: "Polygon" as const, coordinates },
          })),
        );
      }
      instance.setMode("polygon");
      instance.on("finish", () => {
        const polygons = instance
          .getSnapshot()
          .filter((f) => f.geometry.type === "Polygon")
          .map((f) => f.geometry.coordinates as number[][][]);
        changed.current(polygons.length > 0 ? ({ type: "MultiPolygon", coordinates: polygons } as MultiPolygonInput) : null);
      });
      draw.current = instance;
    });
    return () => {
      draw.current?.stop();
      draw.current = null;
      map.remove();
    };
  }, [ready]);

  if (unavailable) return <Alert severity="info">El mapa no está disponible en este navegador.</Alert>;
  return (
    <Box>
      <Box
        ref={container}
        data-testid="geozone-map"
        role="application"
        aria-label="Mapa para dibujar la geozona: un clic por esquina y un clic en la primera para cerrar"
        sx={{ height: { xs: 300, sm: 380 }, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
      />
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => {
          draw.current?.clear();
          draw.current?.setMode("polygon");
          changed.current(null);
        }}
      >
        Borrar dibujo
      </Button>
    </Box>
  );
}
