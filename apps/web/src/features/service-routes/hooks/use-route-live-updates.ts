import { SERVICE_EVENTS, type ServiceEventName } from "@despacho/domain";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { onEvent } from "@despacho/client";
import { SOCKET_BATCH_MS } from "@shared/realtime/socket-batch";
import { touchesRoute } from "./route-live";

/**
 * The route screens follow their services live (spec §7 service events, the desk's own): the events of 200 ms are
 * collected, and the query is read again when they touch the route's services (all of them when `services` is null:
 * the list, whose couriers and counts the routes' consumer keeps).
 */
export function useRouteLiveUpdates(queryKey: QueryKey, services: ReadonlySet<string> | null) {
  const queryClient = useQueryClient();
  const watched = useRef(services);
  watched.current = services;
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    const target = JSON.parse(key) as QueryKey;
    let batch: { event: ServiceEventName; uuid: string }[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const events = batch;
      batch = [];
      const services = watched.current;
      if (events.length > 0 && (services === null || touchesRoute(events, services))) {
        void queryClient.invalidateQueries({ queryKey: target });
      }
    };
    const unsubscribe = SERVICE_EVENTS.map((event) =>
      onEvent(event, ({ uuid }) => {
        batch.push({ event, uuid });
        timer ??= setTimeout(flush, SOCKET_BATCH_MS);
      }),
    );
    return () => {
      for (const off of unsubscribe) off();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient, key]);
}
