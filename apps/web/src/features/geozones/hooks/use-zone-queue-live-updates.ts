import { EVENTS } from "@despacho/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { onEvent } from "@despacho/client";
import { zoneQueueKey } from "../api/zone-queue-api";

/** geozones:queue-change: the zone's queue is read again, so couriers appear and leave without a reload. */
export function useZoneQueueLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onEvent(EVENTS.geozoneQueueChange, ({ queue_geo_zone }) => {
        void queryClient.invalidateQueries({ queryKey: zoneQueueKey(queue_geo_zone) });
      }),
    [queryClient],
  );
}
