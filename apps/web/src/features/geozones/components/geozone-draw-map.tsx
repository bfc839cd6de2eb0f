import { Alert, Box, Button, Typography } from "@mui/material";
import { type Bounds, boundsOf, type Geozone, LIST_LIMIT_MAX, type MultiPolygonInput } from "@despacho/domain";
import type { FeatureCollection } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode } from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";
import { useEffect, useMemo, useRef } from "react";
import { OTHER_ZONE_COLOURS } from "@shared/map/courier-colours";
import { useCityMap } from "@shared/map/use-city-map";
import { useGeozones } from "../api/geozones-api";

const OTHER_ZONES = "other-zones";

interface GeozoneDrawMapProps {
  bounds: Bounds | null;
  /** The zone being edited (left out of the greyed ones), null for a new one. */
  zoneId: string | null;
  initial: MultiPolygonInput | null;
  onChange: (shape: MultiPolygonInput | null) => void;
}

const otherZonesOf = (zones: readonly Geozone[], zoneId: string | null): FeatureCollection => ({
  type: "FeatureCollection",
  features: zones
    .filter((zone) => zone.id !== zoneId)
    .map((zone) => ({ type: "Feature", properties: { name: zone.name }, geometry: zone.polygon })),
});

function addOtherZones(map: MapLibreMap, data: FeatureCollection) {
  map.addSource(OTHER_ZONES, { type: "geojson", data });
  map.addLayer({
    id: "other-zones-fill",
    type: "fill",
    source: OTHER_ZONES,
    paint: { "fill-color": OTHER_ZONE_COLOURS.fill, "fill-opacity": 0.18 },
  });
  map.addLayer({
    id: "other-zones-line",
    type: "line",
    source: OTHER_ZONES,
    paint: { "line-color": OTHER_ZONE_COLOURS.line, "line-width": 1.5, "line-dasharray": [3, 2] },
  });
}

function startDrawing(map: MapLibreMap, initial: MultiPolygonInput | null, onFinish: (shape: MultiPolygonInput | null) => void) {
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [new TerraDrawPolygonMode(), new TerraDrawSelectMode()],
  });
  draw.start();
  if (initial) {
    draw.addFeatures(
      initial.coordinates.map((coordinates) => ({
        id: crypto.randomUUID(),
        type: "Feature" as const,
        properties: { mode: "polygon" },
        geometry: { type: "Polygon" as const, coordinates },
      })),
    );
  }
  draw.setMode("polygon");
  draw.on("finish", () => {
    const polygons = draw
      .getSnapshot()
      .filter((f) => f.geometry.type === "Polygon")
      .map((f) => f.geometry.coordinates as number[][][]);
    onFinish(polygons.length > 0 ? ({ type: "MultiPolygon", coordinates: polygons } as MultiPolygonInput) : null);
  });
  return draw;
}

/**
 * spec §2.4 geozone add/edit: the zone drawn on the map with terra-draw, a click per corner and a click on the first
 * one to close; several polygons make one MultiPolygon. The headquarter's other zones show greyed beneath, so a new
 * one is drawn beside them, not blind. The drawing can be cleared and started again.
 */
export function GeozoneDrawMap({ bounds, zoneId, initial, onChange }: GeozoneDrawMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const draw = useRef<TerraDraw | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const zones = useGeozones({ page: 0, search: "", limit: LIST_LIMIT_MAX });
  const others = useMemo(() => otherZonesOf(zones.data?.results ?? [], zoneId), [zones.data, zoneId]);
  const latest = useRef(others);
  latest.current = others;
  const { map, unavailable } = useCityMap(container, (instance) => addOtherZones(instance, latest.current), {
    frame: bounds,
    // An edited zone fills the view; a new one starts from the whole city.
    mapOptions: { ...(initial && { bounds: boundsOf(initial), fitBoundsOptions: { padding: 48 } }), doubleClickZoom: false },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawing starts once per map with the zone it opened with.
  useEffect(() => {
    if (!map) return;
    const attach = () => {
      draw.current = startDrawing(map, initial, (shape) => changed.current(shape));
    };
    if (map.loaded()) attach();
    else map.once("load", attach);
    return () => {
      map.off("load", attach);
      draw.current?.stop();
      draw.current = null;
    };
  }, [map]);

  useEffect(() => {
    (map?.getSource(OTHER_ZONES) as GeoJSONSource | undefined)?.setData(others);
  }, [map, others]);

  if (unavailable) return <Alert severity="info">El mapa no está disponible en este navegador.</Alert>;
  return (
    <Box>
      <Box
        ref={container}
        data-testid="geozone-map"
        data-other-zones={others.features.length}
        role="application"
        aria-label="Mapa para dibujar la geozona: un clic por esquina y un clic en la primera para cerrar"
        sx={{ height: { xs: 300, sm: 380 }, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
      />
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, mt: 1, flexWrap: "wrap" }}>
        <Button
          size="small"
          onClick={() => {
            draw.current?.clear();
            draw.current?.setMode("polygon");
            changed.current(null);
          }}
        >
          Borrar dibujo
        </Button>
        {others.features.length > 0 && (
          <Typography variant="caption" color="text.secondary" data-testid="other-zones-legend">
            {others.features.length === 1
              ? "En gris, la otra geozona de la sucursal"
              : `En gris, las otras ${others.features.length} geozonas de la sucursal`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
