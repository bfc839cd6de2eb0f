// The map benchmark's page (bench/map.bench.ts): the product's map with N couriers reporting once a second each, at
// their own moment of the second, drawn by the product's CourierLayer or, as the baseline, by the naive way (one
// unclustered GeoJSON source given every courier again on each frame that brought a report).
import type { FeatureCollection } from "geojson";
import type { GeoJSONSource, Map as MapLibreMap } from "maplibre-gl";
import { CourierLayer } from "@shared/map/courier-layer";
import { createMap } from "@shared/map/create-map";
import { BOGOTA } from "@shared/map/offline-style";

export interface HarnessRun {
  couriers: number;
  seconds: number;
  zoom: number;
  /** "ceiling": no couriers, the map painted again on every frame (what software WebGL allows at best). */
  mode: "layer" | "naive" | "ceiling";
}

export interface HarnessFigures {
  fps: number;
  longTasks: number;
  longTaskMs: number;
  reports: number;
}

const STEP_DEGREES = 0.0001;

function loaded(map: MapLibreMap) {
  return new Promise<void>((resolve) => (map.loaded() ? resolve() : map.once("load", () => resolve())));
}

async function run({ couriers, seconds, zoom, mode }: HarnessRun): Promise<HarnessFigures> {
  const element = document.getElementById("map") as HTMLElement;
  element.replaceChildren();
  const map = createMap(element, { frame: BOGOTA, styleUrl: null }) as MapLibreMap;
  await loaded(map);
  map.jumpTo({ center: [(BOGOTA.west + BOGOTA.east) / 2, (BOGOTA.south + BOGOTA.north) / 2], zoom });
  const lat = Array.from({ length: couriers }, () => BOGOTA.south + Math.random() * (BOGOTA.north - BOGOTA.south));
  const lng = Array.from({ length: couriers }, () => BOGOTA.west + Math.random() * (BOGOTA.east - BOGOTA.west));
  const uuids = Array.from({ length: couriers }, (_, i) => `c${i}`);
  const dot = (i: number) => ({ uuid: uuids[i], latitude: lat[i], longitude: lng[i], state: "busy" as const });
  let layer: CourierLayer | null = null;
  const naive = () =>
    ({
      type: "FeatureCollection",
      features: uuids.map((uuid, i) => ({
        type: "Feature",
        properties: { uuid },
        geometry: { type: "Point", coordinates: [lng[i], lat[i]] },
      })),
    }) as FeatureCollection;
  if (mode === "layer") {
    layer = new CourierLayer(map, () => undefined);
    layer.setAll(uuids.map((_, i) => dot(i)));
  } else if (mode === "naive") {
    map.addSource("naive", { type: "geojson", data: naive() });
    map.addLayer({ id: "naive", type: "circle", source: "naive", paint: { "circle-radius": 7, "circle-color": "#2563eb" } });
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  let longTasks = 0;
  let longTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks += 1;
      longTaskMs += entry.duration;
    }
  });
  observer.observe({ type: "longtask", buffered: false });
  const start = performance.now();
  const end = start + seconds * 1_000;
  let frames = 0;
  let reports = 0;
  // Courier i reports at (i / couriers) of each second.
  let next = 0;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      frames += 1;
      const due = Math.floor(((now - start) / 1_000) * couriers);
      const moved = mode === "ceiling" ? 0 : due - next;
      for (; moved > 0 && next < due; next++) {
        const i = next % couriers;
        lat[i] += (Math.random() - 0.5) * STEP_DEGREES;
        lng[i] += (Math.random() - 0.5) * STEP_DEGREES;
        layer?.move(dot(i));
      }
      reports += moved;
      if (mode === "naive" && moved > 0) (map.getSource("naive") as GeoJSONSource).setData(naive());
      if (mode === "ceiling") map.triggerRepaint();
      if (now < end) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  observer.disconnect();
  layer?.destroy();
  map.remove();
  return { fps: frames / seconds, longTasks, longTaskMs, reports };
}

Object.assign(window, { runMapBench: run });
