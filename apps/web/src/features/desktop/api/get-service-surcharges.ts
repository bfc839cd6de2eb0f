import type { Service } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { calculateSurcharges, surchargesQueryKey } from "@shared/api/surcharges/calculate-surcharges";

/** The surcharges behind a service's cost, recalculated from its type, customer and route. */
export const serviceSurchargesQueryOptions = (service: Service) =>
  queryOptions({
    queryKey: [...surchargesQueryKey, "service", service.uuid, service.version],
    queryFn: ({ signal }) =>
      calculateSurcharges(
        service.type,
        {
          customer: service.customer,
          surcharge_identifier: service.surcharge_identifier,
          is_round_trip: service.is_round_trip,
          distance_surcharge_locations: service.locations.flatMap((l) =>
            l.latitude !== null && l.longitude !== null ? [{ latitude: l.latitude, longitude: l.longitude }] : [],
          ),
        },
        signal,
      ),
    staleTime: 60_000,
  });

export function useServiceSurcharges(service: Service, enabled: boolean) {
  return useQuery({ ...serviceSurchargesQueryOptions(service), enabled });
}
