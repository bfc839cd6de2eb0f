import type { Point } from "geojson";
import { type MapSourceDataEvent, type Map as MapLibreMap, Marker } from "maplibre-gl";

const thousands = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });

/** The label over a cluster: its courier count, in thousands ("1,2 mil") from 1.000 on. */
export const clusterLabel = (count: number) => (count < 1_000 ? String(count) : `${thousands.format(Math.floor(count / 100) / 10)} mil`);

function countElement(label: string) {
  const element = document.createElement("div");
  element.className = "cluster-count";
  element.textContent = label;
  // The map's courier list says the same to assistive technology; these only label the circles.
  element.setAttribute("aria-hidden", "true");
  Object.assign(element.style, {
    color: "#ffffff",
    font: "600 11px/1 system-ui, sans-serif",
    pointerEvents: "none",
    textShadow: "0 0 2px #000000",
  });
  return element;
}

/**
 * The number of couriers on each circle of a clustered GeoJSON source, as small HTML labels (the offline style has no
 * glyphs for map text): one per cluster in the loaded tiles below `maxZoom`, redrawn when the source's data or the view
 * settles.
 */
export class ClusterCounts {
  private readonly markers = new Map<number, Marker>();
  private frame = 0;

  constructor(
    private readonly map: MapLibreMap,
    private readonly source: string,
    private readonly maxZoom: number,
  ) {
    map.on("sourcedata", this.onData);
    map.on("moveend", this.schedule);
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    this.map.off("sourcedata", this.onData);
    this.map.off("moveend", this.schedule);
    for (const marker of this.markers.values()) marker.remove();
    this.markers.clear();
  }

  private readonly onData = (event: MapSourceDataEvent) => {
    if (event.sourceId === this.source && event.isSourceLoaded) this.schedule();
  };

  private readonly schedule = () => {
    if (this.frame === 0) this.frame = requestAnimationFrame(this.update);
  };

  private readonly update = () => {
    this.frame = 0;
    const shown = new Set<number>();
    const clusters =
      this.map.getZoom() < this.maxZoom && this.map.getSource(this.source)
        ? this.map.querySourceFeatures(this.source, { filter: ["has", "point_count"] })
        : [];
    for (const cluster of clusters) {
      const id = cluster.properties.cluster_id as number;
      if (shown.has(id)) continue;
      shown.add(id);
      const at = (cluster.geometry as Point).coordinates as [number, number];
      const label = clusterLabel(cluster.properties.point_count as number);
      const known = this.markers.get(id);
      if (known) {
        known.setLngLat(at);
        known.getElement().textContent = label;
      } else {
        this.markers.set(id, new Marker({ element: countElement(label) }).setLngLat(at).addTo(this.map));
      }
    }
    for (const [id, marker] of this.markers) {
      if (shown.has(id)) continue;
      marker.remove();
      this.markers.delete(id);
    }
  };
}
