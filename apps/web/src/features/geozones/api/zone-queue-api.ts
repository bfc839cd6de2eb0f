import { queueMessengersSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { geozoneKeys } from "./geozones-api";

/** The queue of one queued zone (by its /queue-geo-zones/ id); under geozoneKeys.all, so adding or removing a zone reads it again. */
export const zoneQueueKey = (queueGeozone: string) => [...geozoneKeys.all, "queue-messengers", queueGeozone] as const;

/** issue 12 GET /queue-geo-zones/{id}/messengers/: the couriers waiting in the zone, first in first out. */
export function useZoneQueue(queueGeozone: string) {
  return useQuery(
    queryOptions({
      queryKey: zoneQueueKey(queueGeozone),
      queryFn: ({ signal }) =>
        apiRequest(`/queue-geo-zones/${encodeURIComponent(queueGeozone)}/messengers/`, queueMessengersSchema, { signal }),
    }),
  );
}
