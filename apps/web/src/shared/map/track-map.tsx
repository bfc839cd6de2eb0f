import { Alert, Box } from "@mui/material";
import type { Feature, FeatureCollection } from "geojson";
import type { GeoJSONSource } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { COURIER_STATE_COLOURS, ROUTE_POINT_COLOURS } from "./courier-colours";
import { positionAtTime, type TrackPoint } from "./playback";
import { useCityMap } from "./use-city-map";

const ROUTE = "track-route";
const NOW = "track-now";

function routeOf(points: readonly TrackPoint[]): FeatureCollection {
  const features: Feature[] = [];
  if (points.length > 1) {
    features.push({ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: points.map((p) => [p[1], p[0]]) } });
  }
  for (const p of points) {
    if (p[3] === 1) {
      features.push({
        type: "Feature",
        properties: { colour: COURIER_STATE_COLOURS.fake },
        geometry: { type: "Point", coordinates: [p[1], p[0]] },
      });
    }
  }
  const ends: [TrackPoint | undefined, string][] = [
    [points[0], ROUTE_POINT_COLOURS.origin],
    [points.at(-1), ROUTE_POINT_COLOURS.destination],
  ];
  for (const [p, colour] of ends) {
    if (p) features.push({ type: "Feature", properties: { colour }, geometry: { type: "Point", coordinates: [p[1], p[0]] } });
  }
  return { type: "FeatureCollection", features };
}

const nowOf = (points: readonly TrackPoint[], at: number | null): FeatureCollection => {
  const position = at === null ? null : positionAtTime(points, at);
  return {
    type: "FeatureCollection",
    features: position ? [{ type: "Feature", properties: {}, geometry: { type: "Point", coordinates: position } }] : [],
  };
};

/**
 * A courier's route: the line of its points (green start, red end, red dots where the phone said the location was
 * fake) and, during playback, where the courier was at `at`.
 */
export function TrackMap({ points, at, label }: { points: readonly TrackPoint[]; at: number | null; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ points, at });
  latest.current = { points, at };
  const { map, unavailable } = useCityMap(container, (instance) => {
    instance.addSource(ROUTE, { type: "geojson", data: routeOf(latest.current.points) });
    instance.addSource(NOW, { type: "geojson", data: nowOf(latest.current.points, latest.current.at) });
    instance.addLayer({
      id: "track-line",
      type: "line",
      source: ROUTE,
      filter: ["==", ["geometry-type"], "LineString"],
      paint: { "line-color": "#1565c0", "line-width": 3, "line-opacity": 0.8 },
    });
    instance.addLayer({
      id: "track-points",
      type: "circle",
      source: ROUTE,
      filter: ["==", ["geometry-type"], "Point"],
      paint: { "circle-color": ["get", "colour"], "circle-radius": 5, "circle-stroke-color": "#ffffff", "circle-stroke-width": 1.5 },
    });
    instance.addLayer({
      id: "track-now",
      type: "circle",
      source: NOW,
      paint: {
        "circle-color": COURIER_STATE_COLOURS.busy,
        "circle-radius": 8,
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 3,
      },
    });
  });

  useEffect(() => {
    if (!map) return;
    (map.getSource(ROUTE) as GeoJSONSource | undefined)?.setData(routeOf(points));
    if (points.length === 0) return;
    const lngs = points.map((p) => p[1]);
    const lats = points.map((p) => p[0]);
    map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], { padding: 40, maxZoom: 16, duration: 0 });
  }, [map, points]);

  useEffect(() => {
    (map?.getSource(NOW) as GeoJSONSource | undefined)?.setData(nowOf(points, at));
  }, [map, points, at]);

  if (unavailable) return <Alert severity="info">El mapa no está disponible en este navegador.</Alert>;
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-testid="track-map"
      sx={{ height: { xs: 240, sm: 320 }, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
    />
  );
}
