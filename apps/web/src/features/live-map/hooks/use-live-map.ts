import { EVENTS, type MapCourier, type MapService, SERVICE_EVENTS } from "@despacho/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { CourierDot } from "@shared/map/courier-layer";
import { onEvent } from "@despacho/client";
import { liveMapQueryKey, liveMapQueryOptions } from "../api/get-live-map";
import { isLocated, withLocation, withPresence } from "../state/live-couriers";

/** The side list shows the couriers as they are at most this late (the map itself moves every frame). */
export const LIST_REFRESH_MS = 1_000;
/** Service events re-read the map at most this often (a mass assignment sends hundreds). */
const SERVICES_REFRESH_MS = 2_000;

export interface LiveMapSink {
  /** A courier's dot changed (a point, a state); null: it has no point any more. */
  courier(uuid: string, dot: CourierDot | null): void;
  all(dots: CourierDot[]): void;
  services(services: MapService[]): void;
}

const dotOf = (c: MapCourier): CourierDot | null =>
  isLocated(c) ? { uuid: c.uuid, latitude: c.latitude, longitude: c.longitude, state: c.state } : null;

/**
 * The headquarter's couriers on the live map: read once, then kept by the socket (points, presence) without
 * re-reading; service events re-read it (throttled). The map hears every change at once through `sink`; the React
 * list gets a new array at most once per LIST_REFRESH_MS.
 */
export function useLiveMap(headquarter: string | null, sink: LiveMapSink | null) {
  const queryClient = useQueryClient();
  const query = useQuery(liveMapQueryOptions(headquarter));
  const couriers = useRef(new Map<string, MapCourier>());
  const dirty = useRef(false);
  const [list, setList] = useState<MapCourier[]>([]);

  useEffect(() => {
    if (!query.data) return;
    const next = new Map<string, MapCourier>();
    for (const fresh of query.data.messengers) {
      const known = couriers.current.get(fresh.uuid);
      // A point heard on the socket after this read was made stays.
      const newer = known?.location_at && fresh.location_at && Date.parse(known.location_at) > Date.parse(fresh.location_at);
      next.set(
        fresh.uuid,
        newer && known ? { ...fresh, latitude: known.latitude, longitude: known.longitude, location_at: known.location_at } : fresh,
      );
    }
    couriers.current = next;
    setList([...next.values()]);
    sink?.all([...next.values()].map(dotOf).filter((d) => d !== null));
    sink?.services(query.data.services);
  }, [query.data, sink]);

  useEffect(() => {
    if (!headquarter) return;
    const change = (uuid: string, update: (c: MapCourier) => MapCourier) => {
      const known = couriers.current.get(uuid);
      // A courier this read did not have (linked since): read the map again.
      if (!known) {
        rereadServices();
        return;
      }
      const next = update(known);
      if (next === known) return;
      couriers.current.set(uuid, next);
      dirty.current = true;
      sink?.courier(uuid, dotOf(next));
    };
    let servicesTimer: ReturnType<typeof setTimeout> | null = null;
    const rereadServices = () => {
      servicesTimer ??= setTimeout(() => {
        servicesTimer = null;
        void queryClient.invalidateQueries({ queryKey: liveMapQueryKey(headquarter) });
      }, SERVICES_REFRESH_MS);
    };
    const flush = setInterval(() => {
      if (!dirty.current) return;
      dirty.current = false;
      setList([...couriers.current.values()]);
    }, LIST_REFRESH_MS);
    const mine = (payload: { headquarter: string }) => payload.headquarter === headquarter;
    const off = [
      onEvent(EVENTS.messengerLocationChange, (p) => mine(p) && change(p.messenger, (c) => withLocation(c, p))),
      onEvent(EVENTS.headquarterConnect, (p) => p.messenger && mine(p) && change(p.messenger, (c) => withPresence(c, true))),
      onEvent(EVENTS.headquarterReconnect, (p) => p.messenger && mine(p) && change(p.messenger, (c) => withPresence(c, true))),
      onEvent(EVENTS.headquarterDisconnect, (p) => mine(p) && change(p.messenger, (c) => withPresence(c, false))),
      ...SERVICE_EVENTS.map((event) => onEvent(event, rereadServices)),
    ];
    return () => {
      for (const unsubscribe of off) unsubscribe();
      clearInterval(flush);
      if (servicesTimer) clearTimeout(servicesTimer);
    };
  }, [headquarter, queryClient, sink]);

  return { query, couriers: list, services: query.data?.services ?? [], current: (uuid: string) => couriers.current.get(uuid) };
}
