import {
  COURIER_MAP_STATES,
  type CourierMapState,
  courierMapState,
  type MapCourier,
  type MessengerLocationPayload,
  type ServiceStatus,
  searchKey,
} from "@despacho/domain";

export interface CourierFilter {
  q: string;
  state: CourierMapState | null;
  /** Couriers holding a service in this status. */
  serviceStatus: ServiceStatus | null;
}

export const NO_FILTER: CourierFilter = { q: "", state: null, serviceStatus: null };

/** The side list's search (name, nickname or phone, accents ignored) and filters. */
export function matchesFilter(courier: MapCourier, filter: CourierFilter): boolean {
  if (filter.state && courier.state !== filter.state) return false;
  if (filter.serviceStatus && !courier.services.some((s) => s.status === filter.serviceStatus)) return false;
  const q = searchKey(filter.q);
  if (!q) return true;
  return searchKey(`${courier.full_name} ${courier.nickname} ${courier.phone_number ?? ""}`).includes(q);
}

export function countByState(couriers: Iterable<MapCourier>): Record<CourierMapState, number> {
  const counts = Object.fromEntries(COURIER_MAP_STATES.map((s) => [s, 0])) as Record<CourierMapState, number>;
  for (const c of couriers) counts[c.state] += 1;
  return counts;
}

const restated = (courier: Omit<MapCourier, "state">): MapCourier => ({ ...courier, state: courierMapState(courier) });

/** MessengerLocationChange: the courier's new point (an older point than the one shown changes nothing). */
export function withLocation(courier: MapCourier, change: MessengerLocationPayload): MapCourier {
  if (courier.location_at && Date.parse(courier.location_at) > Date.parse(change.coordinates_created_at)) return courier;
  return restated({
    ...courier,
    latitude: change.latitude,
    longitude: change.longitude,
    location_at: change.coordinates_created_at,
    using_fake_location: change.using_fake_location,
  });
}

/** headquarters:connect / reconnect (online) and headquarters:disconnect (offline). */
export const withPresence = (courier: MapCourier, online: boolean): MapCourier => restated({ ...courier, is_online: online });

/** Couriers with a point, as the map draws them. */
export const isLocated = (c: MapCourier): c is MapCourier & { latitude: number; longitude: number } =>
  c.latitude !== null && c.longitude !== null;
