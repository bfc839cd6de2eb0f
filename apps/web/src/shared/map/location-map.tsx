import { Alert, Box } from "@mui/material";
import type { Bounds } from "@despacho/domain";
import { Map as MapLibreMap, Marker, type StyleSpecification, setWorkerUrl } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import type { Feature, Position } from "geojson";
import { useEffect, useRef, useState } from "react";

setWorkerUrl(workerUrl);

export interface MapPoint {
  key: string;
  label: string;
  kind: "origin" | "destination";
  latitude: number | null;
  longitude: number | null;
}

export interface LocationMapProps {
  /** The headquarter city's bounds frame the map (spec §3 Headquarter.city.bounds). */
  bounds: Bounds | null;
  points: MapPoint[];
  /** The location a click on the map places. */
  activeKey?: string | null;
  /** Without it the map only shows the points (a service's route) and frames them. */
  onPick?: (key: string, latitude: number, longitude: number) => void;
  /** A tile style; without one (or when it cannot load: no internet) a plain surface is drawn. */
  styleUrl?: string | null;
}

export const BOGOTA: Bounds = { north: 4.837, south: 4.461, east: -73.986, west: -74.227 };
const GRID_STEPS = 8;

/** A straight line between two [longitude, latitude] points. */
function segment(from: Position, to: Position): Feature {
  return { type: "Feature", properties: {}, geometry: { type: "LineString", coordinates: [from, to] } };
}

/** A style that needs no network: background, a light grid and the city's bounds. */
export function blankStyle(b: Bounds): StyleSpecification {
  const lines: Feature[] = [];
  for (let i = 0; i <= GRID_STEPS; i++) {
    const lat = b.south + ((b.north - b.south) * i) / GRID_STEPS;
    const lng = b.west + ((b.east - b.west) * i) / GRID_STEPS;
    lines.push(segment([b.west - 1, lat], [b.east + 1, lat]), segment([lng, b.south - 1], [lng, b.north + 1]));
  }
  const frame: Feature = {
    type: "Feature",
    properties: {},
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [b.west, b.south],
          [b.east, b.south],
          [b.east, b.north],
          [b.west, b.north],
          [b.west, b.south],
        ],
      ],
    },
  };
  return {
    version: 8,
    sources: {
      grid: { type: "geojson", data: { type: "FeatureCollection", features: lines } },
      city: { type: "geojson", data: frame },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#eef1f4" } },
      { id: "city-fill", type: "fill", source: "city", paint: { "fill-color": "#ffffff", "fill-opacity": 0.9 } },
      { id: "grid", type: "line", source: "grid", paint: { "line-color": "#cfd8dc", "line-width": 1 } },
      { id: "city-line", type: "line", source: "city", paint: { "line-color": "#607d8b", "line-width": 2, "line-dasharray": [2, 2] } },
    ],
  };
}

function markerElement(point: MapPoint, active: boolean): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", `Ubicación de ${point.label}`);
  el.dataset.testid = `map-pin-${point.key}`;
  el.textContent = point.kind === "origin" ? "O" : String(Number(point.key.replace(/\D/g, "")) + 1);
  Object.assign(el.style, {
    width: "28px",
    height: "28px",
    borderRadius: "50% 50% 50% 0",
    transform: "rotate(-45deg)",
    display: "grid",
    placeItems: "center",
    color: "#fff",
    font: "600 12px/1 Roboto, sans-serif",
    background: point.kind === "origin" ? "#2e7d32" : "#c62828",
    border: active ? "3px solid #1565c0" : "2px solid #fff",
    boxShadow: "0 1px 4px rgba(0,0,0,.4)",
    cursor: "grab",
  });
  const label = document.createElement("span");
  label.style.transform = "rotate(45deg)";
  label.textContent = el.textContent;
  el.textContent = "";
  el.appendChild(label);
  return el;
}

/**
 * spec §2.4 quick panel map: click to place the active location's pin, drag a pin to move it.
 * Without onPick it shows a route read-only, framed on its points.
 */
export function LocationMap({ bounds, points, activeKey = null, onPick, styleUrl }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const pick = useRef(onPick);
  const active = useRef(activeKey);
  const [unavailable, setUnavailable] = useState(false);
  pick.current = onPick;
  active.current = activeKey;
  const frame = bounds ?? BOGOTA;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per city; later changes move the camera.
  useEffect(() => {
    if (!container.current) return;
    let instance: MapLibreMap;
    const blank = blankStyle(frame);
    try {
      instance = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? blank,
        bounds: [frame.west, frame.south, frame.east, frame.north],
        fitBoundsOptions: { padding: 16 },
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
      });
    } catch {
      // No WebGL: the coordinates stay editable by hand.
      setUnavailable(true);
      return;
    }
    let styleLoaded = false;
    instance.on("style.load", () => {
      styleLoaded = true;
    });
    instance.on("error", () => {
      // Tiles or style unreachable (no internet): fall back to the plain surface once.
      if (!styleLoaded && styleUrl) {
        styleLoaded = true;
        instance.setStyle(blank);
      }
    });
    instance.on("click", (event) => {
      if (active.current) pick.current?.(active.current, round(event.lngLat.lat), round(event.lngLat.lng));
    });
    map.current = instance;
    const owned = markers.current;
    return () => {
      for (const marker of owned.values()) marker.remove();
      owned.clear();
      instance.remove();
      map.current = null;
    };
  }, [frame.north, frame.south, frame.east, frame.west, styleUrl]);

  const editable = onPick !== undefined;
  // Markers follow the form: one per located point, draggable when the map edits.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const seen = new Set<string>();
    const located: [number, number][] = [];
    for (const point of points) {
      if (point.latitude === null || point.longitude === null) continue;
      seen.add(point.key);
      located.push([point.longitude, point.latitude]);
      markers.current.get(point.key)?.remove();
      const marker = new Marker({ element: markerElement(point, point.key === activeKey), draggable: editable, anchor: "bottom-left" })
        .setLngLat([point.longitude, point.latitude])
        .addTo(instance);
      marker.on("dragend", () => {
        const { lat, lng } = marker.getLngLat();
        pick.current?.(point.key, round(lat), round(lng));
      });
      markers.current.set(point.key, marker);
    }
    for (const [key, marker] of markers.current) {
      if (!seen.has(key)) {
        marker.remove();
        markers.current.delete(key);
      }
    }
    if (!editable && located.length > 0) {
      const lngs = located.map(([lng]) => lng);
      const lats = located.map(([, lat]) => lat);
      instance.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], {
        padding: 48,
        maxZoom: 15,
        duration: 0,
      });
    }
  }, [points, activeKey, editable]);

  if (unavailable) {
    return (
      <Alert severity="info" data-testid="location-map-unavailable">
        El mapa no está disponible en este navegador; escriba la latitud y la longitud de cada dirección.
      </Alert>
    );
  }
  return (
    <Box
      ref={container}
      data-testid="location-map"
      role="application"
      aria-label={editable ? "Mapa: haga clic para ubicar la dirección seleccionada" : "Mapa de la ruta del servicio"}
      sx={{
        width: "100%",
        height: { xs: 260, md: "100%" },
        minHeight: 260,
        borderRadius: 1,
        overflow: "hidden",
        border: 1,
        borderColor: "divider",
        cursor: activeKey ? "crosshair" : "default",
        "& .maplibregl-canvas": { cursor: activeKey ? "crosshair" : "grab" },
      }}
    />
  );
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
