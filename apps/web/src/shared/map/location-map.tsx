import { Alert, Box } from "@mui/material";
import type { Bounds } from "@despacho/domain";
import { type MapMouseEvent, Marker } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { COURIER_STATE_COLOURS, ROUTE_POINT_COLOURS } from "./courier-colours";
import { useCityMap } from "./use-city-map";

export interface MapPoint {
  key: string;
  label: string;
  /** A stop of the route, or where its courier is now. */
  kind: "origin" | "destination" | "messenger";
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
}

function markerElement(point: MapPoint, active: boolean): HTMLElement {
  const el = document.createElement("div");
  el.setAttribute("role", "img");
  el.setAttribute("aria-label", `Ubicación de ${point.label}`);
  el.dataset.testid = `map-pin-${point.key}`;
  el.textContent = point.kind === "origin" ? "O" : point.kind === "messenger" ? "C" : String(Number(point.key.replace(/\D/g, "")) + 1);
  Object.assign(el.style, {
    width: "28px",
    height: "28px",
    borderRadius: "50% 50% 50% 0",
    transform: "rotate(-45deg)",
    display: "grid",
    placeItems: "center",
    color: "#fff",
    font: "600 12px/1 Roboto, sans-serif",
    background: point.kind === "messenger" ? COURIER_STATE_COLOURS.busy : ROUTE_POINT_COLOURS[point.kind],
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
export function LocationMap({ bounds, points, activeKey = null, onPick }: LocationMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const markers = useRef(new Map<string, Marker>());
  const pick = useRef(onPick);
  const active = useRef(activeKey);
  pick.current = onPick;
  active.current = activeKey;
  // Markers are DOM elements over the map: they outlive a style change, nothing to add on style load.
  const { map, unavailable } = useCityMap(container, () => undefined, { frame: bounds });

  useEffect(() => {
    if (!map) return;
    const place = (event: MapMouseEvent) => {
      if (active.current) pick.current?.(active.current, round(event.lngLat.lat), round(event.lngLat.lng));
    };
    map.on("click", place);
    const owned = markers.current;
    return () => {
      map.off("click", place);
      for (const marker of owned.values()) marker.remove();
      owned.clear();
    };
  }, [map]);

  const editable = onPick !== undefined;
  // Markers follow the form: one per located point, draggable when the map edits.
  useEffect(() => {
    const instance = map;
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
  }, [map, points, activeKey, editable]);

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
