import { routeLength, type ServiceRoute, type ServiceRouteDetail } from "@despacho/domain";
import type { RouteWithMessenger, StopRow } from "./queries/load.js";
import { stopPoint } from "./queries/load.js";

const rounded = (km: number) => Math.round(km * 100) / 100;

export function presentRoute({ route, messenger }: RouteWithMessenger, stops: StopRow[]): ServiceRoute {
  const length = routeLength(
    stops.map((s) => stopPoint(s).point),
    route.isClosed,
  );
  return {
    uuid: route.id,
    code: route.code,
    name: route.name,
    is_closed: route.isClosed,
    messenger:
      messenger?.uuid && messenger.username
        ? { uuid: messenger.uuid, full_name: `${messenger.firstName} ${messenger.lastName}`.trim(), username: messenger.username }
        : null,
    services_count: new Set(stops.map((s) => s.service.uuid)).size,
    stops_count: stops.length,
    distance_km: rounded(length.km),
    minutes: length.minutes,
    created_at: route.createdAt.toISOString(),
  };
}

export const presentRouteDetail = (row: RouteWithMessenger, stops: StopRow[]): ServiceRouteDetail => ({
  ...presentRoute(row, stops),
  stops: stops.map((s) => ({
    uuid: s.id,
    kind: stopPoint(s).kind,
    address: s.address,
    latitude: s.latitude ?? 0,
    longitude: s.longitude ?? 0,
    service: s.service,
  })),
});
