import type { Bounds, MapService } from "@despacho/domain";
import type { Map as MapLibreMap } from "maplibre-gl";
import { type CourierDot, CourierLayer } from "@shared/map/courier-layer";
import { GLIDE_MAX_MS } from "@shared/map/interpolation";
import { ServiceLayer } from "@shared/map/service-layer";
import type { LiveMapSink } from "../hooks/use-live-map";

/** The zoom a located courier is shown at (at least; a closer view is kept). */
const LOCATE_ZOOM = 15;

/** What the live map's screen does with its map: the couriers' and services' layers, locate, follow, fit. */
export class LiveMapController implements LiveMapSink {
  private readonly couriers: CourierLayer;
  private readonly serviceLayer: ServiceLayer;
  private followed: string | null = null;

  constructor(
    readonly map: MapLibreMap,
    private readonly city: Bounds,
    onSelect: (uuid: string) => void,
  ) {
    this.couriers = new CourierLayer(map, onSelect);
    this.serviceLayer = new ServiceLayer(map);
  }

  courier(uuid: string, dot: CourierDot | null): void {
    if (!dot) {
      this.couriers.remove(uuid);
      return;
    }
    this.couriers.move(dot);
    if (uuid === this.followed) this.map.easeTo({ center: [dot.longitude, dot.latitude], duration: GLIDE_MAX_MS });
  }

  all(dots: CourierDot[]): void {
    this.couriers.setAll(dots);
  }

  services(services: MapService[]): void {
    this.serviceLayer.set(services);
  }

  select(uuid: string | null): void {
    this.couriers.select(uuid);
  }

  /** Centres the courier's dot; false when it has no point yet. */
  locate(uuid: string): boolean {
    const at = this.couriers.positionOf(uuid);
    if (!at) return false;
    this.map.flyTo({ center: at, zoom: Math.max(this.map.getZoom(), LOCATE_ZOOM), duration: 600 });
    return true;
  }

  follow(uuid: string | null): void {
    this.followed = uuid;
    if (uuid) this.locate(uuid);
  }

  fitCity(): void {
    this.map.fitBounds([this.city.west, this.city.south, this.city.east, this.city.north], { padding: 16, duration: 600 });
  }

  destroy(): void {
    this.couriers.destroy();
    this.serviceLayer.destroy();
    this.map.remove();
  }
}
