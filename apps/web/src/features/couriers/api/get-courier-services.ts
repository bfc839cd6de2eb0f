import { PAGE_SIZE, serviceListSchema } from "@despacho/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";

/** The courier's services, newest first (spec §7 services list query messenger_pk). */
export const getCourierServices = (id: string, page: number, signal?: AbortSignal) =>
  apiRequest("/services/", serviceListSchema, {
    query: { messenger_pk: id, limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers },
    signal,
  });

// Under the services key: a service event refreshes the courier's services too.
export function useCourierServices(id: string, page: number) {
  return useQuery({
    queryKey: [...servicesQueryKey, "courier", id, page],
    queryFn: ({ signal }) => getCourierServices(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
