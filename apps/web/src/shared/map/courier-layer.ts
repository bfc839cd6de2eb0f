import type { CourierMapState } from "@despacho/domain";
import type { Feature, FeatureCollection, Point } from "geojson";
import type { CircleLayerSpecification, GeoJSONSource, LngLatBounds, Map as MapLibreMap, MapLayerMouseEvent } from "maplibre-gl";
import { ClusterCounts } from "./cluster-counts";
import { COURIER_STATE_COLOURS } from "./courier-colours";
import { FramePacer } from "./frame-pacer";
import { type Glide, glideTo, isGliding, positionAt } from "./interpolation";

export interface CourierDot {
  uuid: string;
  latitude: number;
  longitude: number;
  state: CourierMapState;
}

/** From this zoom on every dot in view glides on its own; below it the couriers are clustered. */
export const LIVE_ZOOM = 14;
/** The clustered couriers are redrawn at most this often (1 Hz reports: once per round of reports). */
export const CLUSTER_REFRESH_MS = 1_000;

const SOURCES = { clustered: "couriers", live: "couriers-live", selected: "courier-selected" } as const;
const CLICKABLE = ["courier-dots", "courier-live"];

type CirclePaint = NonNullable<CircleLayerSpecification["paint"]>;

interface Tracked {
  state: CourierMapState;
  glide: Glide;
  reportedAt: number | undefined;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });
const dot = (uuid: string, state: CourierMapState, coordinates: [number, number]): Feature<Point> => ({
  type: "Feature",
  id: uuid,
  properties: { uuid, colour: COURIER_STATE_COLOURS[state] },
  geometry: { type: "Point", coordinates },
});

/**
 * The couriers of a map, from three GeoJSON sources and circle layers (no DOM marker per courier): clustered below
 * LIVE_ZOOM, with each cluster's count, and redrawn once a second; from LIVE_ZOOM on, only the couriers in view,
 * gliding from report to report one animation frame at a time (in steps where the map cannot draw 20 frames a
 * second); the selected courier's ring glides at every zoom. Reports arriving together are drawn in the same frame; a frame with nothing new leaves the
 * map unpainted.
 */
export class CourierLayer {
  private readonly tracked = new Map<string, Tracked>();
  private selected: string | null = null;
  private frame = 0;
  private frameTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pacer = new FramePacer();
  private glidedLastFrame = false;
  private readonly counts: ClusterCounts;
  private clusterTimer: ReturnType<typeof setTimeout> | null = null;
  private clustersDirty = false;
  private lastClusterAt = 0;
  /** What the live and selected sources hold now, so a frame with nothing to show there leaves the map unpainted. */
  private liveDrawn = 0;
  private selectedDrawn = "";

  constructor(
    private readonly map: MapLibreMap,
    private readonly onSelect: (uuid: string) => void,
  ) {
    map.on("style.load", this.install);
    if (map.isStyleLoaded()) this.install();
    this.counts = new ClusterCounts(map, SOURCES.clustered, LIVE_ZOOM);
    map.on("moveend", this.redraw);
    map.on("zoomend", this.redraw);
    map.on("click", "courier-clusters", this.zoomIntoCluster);
    for (const layer of CLICKABLE) {
      map.on("click", layer, this.pick);
      map.on("mouseenter", layer, this.pointer);
      map.on("mouseleave", layer, this.arrow);
    }
  }

  /** Every courier of the map at once (the first read and every re-read); moved ones glide to their point. */
  setAll(dots: CourierDot[], now = performance.now()): void {
    const seen = new Set<string>();
    for (const d of dots) {
      seen.add(d.uuid);
      this.report(d, now);
    }
    for (const uuid of this.tracked.keys()) if (!seen.has(uuid)) this.tracked.delete(uuid);
    this.refreshClusters(true);
    this.schedule();
  }

  /** One courier's new point or state (MessengerLocationChange, presence). */
  move(d: CourierDot, now = performance.now()): void {
    this.report(d, now);
    this.refreshClusters(false);
    this.schedule();
  }

  remove(uuid: string): void {
    this.tracked.delete(uuid);
    this.refreshClusters(false);
    this.schedule();
  }

  select(uuid: string | null): void {
    this.selected = uuid;
    this.schedule();
  }

  /** Where the courier's dot is drawn now ([longitude, latitude]), if it has a point. */
  positionOf(uuid: string, now = performance.now()): [number, number] | null {
    const t = this.tracked.get(uuid);
    return t ? positionAt(t.glide, now) : null;
  }

  destroy(): void {
    cancelAnimationFrame(this.frame);
    if (this.frameTimer) clearTimeout(this.frameTimer);
    this.counts.destroy();
    if (this.clusterTimer) clearTimeout(this.clusterTimer);
    this.map.off("style.load", this.install);
    this.map.off("moveend", this.redraw);
    this.map.off("zoomend", this.redraw);
  }

  private report(d: CourierDot, now: number) {
    const known = this.tracked.get(d.uuid);
    const to: [number, number] = [d.longitude, d.latitude];
    const moved = !known || known.glide.to[0] !== to[0] || known.glide.to[1] !== to[1];
    this.tracked.set(d.uuid, {
      state: d.state,
      glide: moved ? glideTo(known?.glide, to, now, known?.reportedAt) : known.glide,
      reportedAt: moved ? now : known.reportedAt,
    });
  }

  private readonly install = () => {
    const map = this.map;
    if (map.getSource(SOURCES.clustered)) return;
    map.addSource(SOURCES.clustered, {
      type: "geojson",
      data: collection([]),
      cluster: true,
      clusterMaxZoom: LIVE_ZOOM - 1,
      clusterRadius: 48,
    });
    map.addSource(SOURCES.live, { type: "geojson", data: collection([]) });
    map.addSource(SOURCES.selected, { type: "geojson", data: collection([]) });
    map.addLayer({
      id: "courier-clusters",
      type: "circle",
      source: SOURCES.clustered,
      maxzoom: LIVE_ZOOM,
      filter: ["has", "point_count"],
      paint: {
        "circle-color": "#37474f",
        "circle-opacity": 0.85,
        "circle-stroke-color": "#ffffff",
        "circle-stroke-width": 2,
        "circle-radius": ["step", ["get", "point_count"], 12, 10, 16, 100, 22, 1000, 28],
      },
    });
    const dotPaint: CirclePaint = {
      "circle-color": ["get", "colour"],
      "circle-radius": 7,
      "circle-stroke-color": "#ffffff",
      "circle-stroke-width": 2,
    };
    map.addLayer({
      id: "courier-dots",
      type: "circle",
      source: SOURCES.clustered,
      maxzoom: LIVE_ZOOM,
      filter: ["!", ["has", "point_count"]],
      paint: dotPaint,
    });
    map.addLayer({ id: "courier-live", type: "circle", source: SOURCES.live, minzoom: LIVE_ZOOM, paint: dotPaint });
    map.addLayer({
      id: "courier-selected",
      type: "circle",
      source: SOURCES.selected,
      paint: {
        "circle-color": ["get", "colour"],
        "circle-radius": 9,
        "circle-stroke-color": "#111827",
        "circle-stroke-width": 4,
      },
    });
    this.refreshClusters(true);
    this.schedule();
  };

  private readonly redraw = () => {
    if (this.clustersDirty) this.refreshClusters(true);
    this.schedule();
  };

  /** The next frame, or the next step when the map cannot keep up with gliding every frame (FramePacer). */
  private schedule() {
    if (this.frame !== 0 || this.frameTimer) return;
    const wait = this.pacer.wait(performance.now());
    if (wait === 0) {
      this.frame = requestAnimationFrame(this.paint);
      return;
    }
    this.frameTimer = setTimeout(() => {
      this.frameTimer = null;
      this.frame = requestAnimationFrame(this.paint);
    }, wait);
  }

  /** One animation frame: the dots in view (from LIVE_ZOOM on) and the selected ring where their glides are now. */
  private readonly paint = (now: number) => {
    this.frame = 0;
    const map = this.map;
    const live = map.getSource(SOURCES.live) as GeoJSONSource | undefined;
    if (!live) return;
    let gliding = false;
    const inView: Feature[] = [];
    if (map.getZoom() >= LIVE_ZOOM) {
      const view = padded(map.getBounds());
      for (const [uuid, t] of this.tracked) {
        if (!view.contains(t.glide.to) && !view.contains(t.glide.from)) continue;
        inView.push(dot(uuid, t.state, positionAt(t.glide, now)));
        gliding ||= isGliding(t.glide, now);
      }
    }
    if (inView.length > 0 || this.liveDrawn > 0) live.setData(collection(inView));
    this.liveDrawn = inView.length;
    const chosen = this.selected ? this.tracked.get(this.selected) : undefined;
    const ring = chosen && this.selected ? dot(this.selected, chosen.state, positionAt(chosen.glide, now)) : null;
    const drawn = ring ? `${this.selected} ${chosen?.state} ${ring.geometry.coordinates}` : "";
    if (drawn !== this.selectedDrawn) (map.getSource(SOURCES.selected) as GeoJSONSource).setData(collection(ring ? [ring] : []));
    this.selectedDrawn = drawn;
    const glides = gliding || Boolean(chosen && isGliding(chosen.glide, now));
    if (glides) this.pacer.drew(now, this.glidedLastFrame);
    this.glidedLastFrame = glides;
    if (glides) this.schedule();
  };

  /** The clustered couriers at their latest points, at most once per CLUSTER_REFRESH_MS (and not while unseen). */
  private refreshClusters(now: boolean) {
    this.clustersDirty = true;
    if (this.map.getZoom() >= LIVE_ZOOM && !now) return;
    const wait = now ? 0 : CLUSTER_REFRESH_MS - (performance.now() - this.lastClusterAt);
    if (wait > 0) {
      this.clusterTimer ??= setTimeout(() => {
        this.clusterTimer = null;
        this.refreshClusters(true);
      }, wait);
      return;
    }
    const source = this.map.getSource(SOURCES.clustered) as GeoJSONSource | undefined;
    if (!source) return;
    this.clustersDirty = false;
    this.lastClusterAt = performance.now();
    source.setData(collection([...this.tracked].map(([uuid, t]) => dot(uuid, t.state, t.glide.to))));
  }

  private readonly zoomIntoCluster = async (event: MapLayerMouseEvent) => {
    const cluster = event.features?.[0];
    if (cluster?.geometry.type !== "Point") return;
    const source = this.map.getSource(SOURCES.clustered) as GeoJSONSource;
    const zoom = await source.getClusterExpansionZoom(cluster.properties.cluster_id);
    this.map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom });
  };

  private readonly pick = (event: MapLayerMouseEvent) => {
    const uuid = event.features?.[0]?.properties?.uuid;
    if (typeof uuid === "string") this.onSelect(uuid);
  };

  private readonly pointer = () => {
    this.map.getCanvas().style.cursor = "pointer";
  };

  private readonly arrow = () => {
    this.map.getCanvas().style.cursor = "";
  };
}

/** The view and half a view around it, so dots gliding in from outside are drawn. */
function padded(bounds: LngLatBounds) {
  const dLng = (bounds.getEast() - bounds.getWest()) / 2;
  const dLat = (bounds.getNorth() - bounds.getSouth()) / 2;
  const [west, south, east, north] = [bounds.getWest() - dLng, bounds.getSouth() - dLat, bounds.getEast() + dLng, bounds.getNorth() + dLat];
  return { contains: ([lng, lat]: [number, number]) => lng >= west && lng <= east && lat >= south && lat <= north };
}
