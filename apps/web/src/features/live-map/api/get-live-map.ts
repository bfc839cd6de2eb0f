import { liveMapSchema } from "@despacho/domain";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const liveMapQueryKey = (headquarter: string | null) => ["live-map", headquarter] as const;

/** The headquarter's couriers with their latest points and the open services' points (GET /locations/). */
export const liveMapQueryOptions = (headquarter: string | null) =>
  queryOptions({
    queryKey: liveMapQueryKey(headquarter),
    queryFn: ({ signal }) => apiRequest("/locations/", liveMapSchema, { signal }),
    enabled: headquarter !== null,
  });
