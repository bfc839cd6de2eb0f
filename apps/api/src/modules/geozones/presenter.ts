import type { Geozone, PickedGeozone } from "@despacho/domain";
import type { GeozoneRecord } from "./queries/geozones.js";
import type { PickedRecord } from "./queries/picked.js";

export const presentGeozone = ({ zone, usedToQueue, usedToActivation }: GeozoneRecord): Geozone => ({
  id: zone.id,
  name: zone.name,
  polygon: zone.polygon,
  area_m2: Math.round(zone.areaM2),
  used_to_queue: usedToQueue,
  used_to_activation: usedToActivation,
  created_at: zone.createdAt.toISOString(),
});

export const presentPicked = ({ picked, geozone }: PickedRecord): PickedGeozone => ({
  id: picked.id,
  geo_zone: presentGeozone(geozone),
  created_at: picked.createdAt.toISOString(),
});
