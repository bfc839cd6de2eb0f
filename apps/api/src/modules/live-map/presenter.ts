import { courierMapState, type LiveMap, type MapCourier, type MapService } from "@despacho/domain";
import { groupBy } from "../../group-by.js";
import type { LiveMapRows } from "./queries/live-map.js";

type CourierRow = LiveMapRows["couriers"][number];
type ServiceRow = LiveMapRows["held"][number];

const cardService = (s: ServiceRow) => ({ uuid: s.id, consecutive: s.consecutive, status: s.status });

function presentCourier(row: CourierRow, held: ServiceRow[]): MapCourier {
  const courier = {
    uuid: row.id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    nickname: row.username,
    image_url: row.imageUrl,
    phone_number: row.phoneNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    location_at: row.locationAt?.toISOString() ?? null,
    using_fake_location: row.usingFakeLocation,
    is_online: row.isOnline,
    blocked: row.blocked,
    services: held.map(cardService),
  };
  return { ...courier, state: courierMapState(courier) };
}

export function presentLiveMap({ couriers, held, drawn, points }: LiveMapRows): LiveMap {
  const heldBy = groupBy(held, (s) => s.messengerId as string);
  const pointsOf = groupBy(points, (p) => p.serviceId);
  return {
    messengers: couriers.map((row) => presentCourier(row, heldBy.get(row.id) ?? [])),
    services: drawn.map(
      (s): MapService => ({
        ...cardService(s),
        messenger: s.messengerId,
        locations: (pointsOf.get(s.id) ?? []).map((p) => ({
          type: p.type,
          position: p.position,
          address: p.address,
          latitude: p.latitude as number,
          longitude: p.longitude as number,
        })),
      }),
    ),
  };
}
