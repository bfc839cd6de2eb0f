import type { FastifyBaseLogger } from "fastify";
import { MESSAGES, type Service, UNRESOLVED_CITY_ID } from "@despacho/domain";

/** spec §8: a location whose city id is -1 is reported (here: one structured warning per location). */
export function reportUnresolvedCities(log: FastifyBaseLogger, service: Service) {
  service.locations.forEach((l, position) => {
    if (l.city_id !== UNRESOLVED_CITY_ID) return;
    log.warn(
      {
        event: "location_city_unresolved",
        service: service.uuid,
        consecutive: service.consecutive,
        position,
        type: l.type,
        address: l.address,
        latitude: l.latitude,
        longitude: l.longitude,
      },
      MESSAGES.noCityFound,
    );
  });
}
