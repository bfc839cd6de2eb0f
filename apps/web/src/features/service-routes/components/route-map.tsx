import { Alert, Box } from "@mui/material";
import type { ServiceRouteStop } from "@despacho/domain";
import type { FeatureCollection } from "geojson";
import { type GeoJSONSource, Marker } from "maplibre-gl";
import { useEffect, useRef } from "react";
import { ROUTE_POINT_COLOURS } from "@shared/map/courier-colours";
import { useCityMap } from "@shared/map/use-city-map";

const PATH = "route-path";

const pathOf = (stops: readonly ServiceRouteStop[], closed: boolean): FeatureCollection => {
  const coordinates = stops.map((s) => [s.longitude, s.latitude]);
  if (closed && coordinates.length > 1) coordinates.push(coordinates[0]);
  return {
    type: "FeatureCollection",
    features: coordinates.length > 1 ? [{ type: "Feature", properties: {}, geometry: { type: "LineString", coordinates } }] : [],
  };
};

/** A numbered stop: green where a service is picked up, red where it is delivered. */
function stopMarker(stop: ServiceRouteStop, n: number) {
  const element = document.createElement("div");
  element.textContent = String(n);
  element.setAttribute("aria-hidden", "true");
  Object.assign(element.style, {
    width: "22px",
    height: "22px",
    borderRadius: "50%",
    border: "2px solid #fff",
    background: stop.kind === "pickup" ? ROUTE_POINT_COLOURS.origin : ROUTE_POINT_COLOURS.destination,
    color: "#fff",
    font: "600 11px/18px sans-serif",
    textAlign: "center",
    boxShadow: "0 1px 3px rgba(0,0,0,.4)",
  });
  return new Marker({ element }).setLngLat([stop.longitude, stop.latitude]);
}

/** The route's stops in order on the map (the live map's MapLibre setup), joined by its path. */
export function RouteMap({ stops, closed, label }: { stops: readonly ServiceRouteStop[]; closed: boolean; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ stops, closed });
  latest.current = { stops, closed };
  const { map, unavailable } = useCityMap(container, (instance) => {
    instance.addSource(PATH, { type: "geojson", data: pathOf(latest.current.stops, latest.current.closed) });
    instance.addLayer({ id: PATH, type: "line", source: PATH, paint: { "line-color": "#1565c0", "line-width": 3, "line-opacity": 0.8 } });
  });

  useEffect(() => {
    if (!map) return;
    (map.getSource(PATH) as GeoJSONSource | undefined)?.setData(pathOf(stops, closed));
    const markers = stops.map((stop, i) => stopMarker(stop, i + 1).addTo(map));
    const fit = () => {
      if (stops.length === 0) return;
      const lngs = stops.map((s) => s.longitude);
      const lats = stops.map((s) => s.latitude);
      map.fitBounds([Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)], {
        padding: 48,
        maxZoom: 16,
        duration: 0,
      });
    };
    fit();
    // A narrower screen (a phone turned, the navbar folded) still shows every stop.
    map.on("resize", fit);
    return () => {
      map.off("resize", fit);
      for (const marker of markers) marker.remove();
    };
  }, [map, stops, closed]);

  if (unavailable) return <Alert severity="info">El mapa no está disponible en este navegador.</Alert>;
  return (
    <Box
      ref={container}
      role="img"
      aria-label={label}
      data-testid="route-map"
      sx={{ height: { xs: 280, md: 460 }, borderRadius: 1, overflow: "hidden", border: 1, borderColor: "divider" }}
    />
  );
}
