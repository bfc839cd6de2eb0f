import type { MapService } from "@despacho/domain";
import type { Feature, FeatureCollection } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { ROUTE_POINT_COLOURS } from "./courier-colours";

const SOURCE = "services";

function featuresOf(services: MapService[]): FeatureCollection {
  const features: Feature[] = [];
  for (const service of services) {
    const line = service.locations.map((l) => [l.longitude, l.latitude]);
    if (line.length > 1) {
      features.push({ type: "Feature", properties: { uuid: service.uuid }, geometry: { type: "LineString", coordinates: line } });
    }
    for (const l of service.locations) {
      features.push({
        type: "Feature",
        properties: { uuid: service.uuid, colour: ROUTE_POINT_COLOURS[l.type] },
        geometry: { type: "Point", coordinates: [l.longitude, l.latitude] },
      });
    }
  }
  return { type: "FeatureCollection", features };
}

/** The open services' origins and destinations (joined by a thin line), under the couriers. */
export class ServiceLayer {
  private data: FeatureCollection = featuresOf([]);

  constructor(private readonly map: MapLibreMap) {
    map.on("style.load", this.install);
    if (map.isStyleLoaded()) this.install();
  }

  set(services: MapService[]): void {
    this.data = featuresOf(services);
    (this.map.getSource(SOURCE) as GeoJSONSource | undefined)?.setData(this.data);
  }

  destroy(): void {
    this.map.off("style.load", this.install);
  }

  private readonly install = () => {
    if (this.map.getSource(SOURCE)) return;
    this.map.addSource(SOURCE, { type: "geojson", data: this.data });
    const below = this.map.getLayer("courier-clusters") ? "courier-clusters" : undefined;
    this.map.addLayer(
      {
        id: "service-lines",
        type: "line",
        source: SOURCE,
        filter: ["==", ["geometry-type"], "LineString"],
        paint: { "line-color": "#455a64", "line-width": 1.5, "line-opacity": 0.5, "line-dasharray": [2, 2] },
      },
      below,
    );
    this.map.addLayer(
      {
        id: "service-points",
        type: "circle",
        source: SOURCE,
        filter: ["==", ["geometry-type"], "Point"],
        paint: { "circle-color": ["get", "colour"], "circle-radius": 4, "circle-stroke-color": "#ffffff", "circle-stroke-width": 1 },
      },
      below,
    );
  };
}
