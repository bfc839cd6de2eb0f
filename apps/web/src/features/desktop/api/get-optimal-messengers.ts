import { type OptimalMessenger, optimalMessengerSchema, PAGE_SIZE } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey, serviceItemQueryKey } from "@shared/api/services/service-keys";

const nearbyListSchema = z.object({ results: z.array(optimalMessengerSchema) });
export type NearbyMessenger = OptimalMessenger;

/** Couriers online and available nearest to the service's origin, with distance_km. */
export const getServiceOptimalMessengers = (uuid: string, signal?: AbortSignal) =>
  apiRequest(`/services/${encodeURIComponent(uuid)}/optimal-messengers/`, nearbyListSchema, { signal });

export const getOptimalMessengersNear = (point: { latitude: number; longitude: number }, signal?: AbortSignal) =>
  apiRequest("/services/optimal-messengers/", nearbyListSchema, { query: { ...point, limit: PAGE_SIZE.nearestMessengers }, signal });

export const serviceOptimalMessengersQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: [...serviceItemQueryKey(uuid), "optimal-messengers"],
    queryFn: ({ signal }) => getServiceOptimalMessengers(uuid, signal),
    staleTime: 0,
  });

export const optimalMessengersNearQueryOptions = (point: { latitude: number; longitude: number }) =>
  queryOptions({
    queryKey: [...servicesQueryKey, "optimal-messengers", point.latitude, point.longitude],
    queryFn: ({ signal }) => getOptimalMessengersNear(point, signal),
    staleTime: 0,
  });

/** For one service (assign, reassign). */
export function useServiceOptimalMessengers(uuid: string | null) {
  return useQuery({ ...serviceOptimalMessengersQueryOptions(uuid ?? ""), enabled: uuid !== null });
}

/** Near a point (mass assignment: the first selected service's origin). */
export function useOptimalMessengersNear(point: { latitude: number; longitude: number } | null) {
  return useQuery({ ...optimalMessengersNearQueryOptions(point ?? { latitude: 0, longitude: 0 }), enabled: point !== null });
}
