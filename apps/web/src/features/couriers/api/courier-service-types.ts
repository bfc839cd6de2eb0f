import { courierServiceTypesSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { courierItemQueryKey } from "./courier-keys";

const serviceTypesKey = (id: string) => [...courierItemQueryKey(id), "service-types"] as const;

export const getCourierServiceTypes = (id: string, signal?: AbortSignal) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/service-types/`, courierServiceTypesSchema, { signal });

export const useCourierServiceTypes = (id: string) =>
  useQuery({ queryKey: serviceTypesKey(id), queryFn: ({ signal }) => getCourierServiceTypes(id, signal) });

/** spec §7 PATCH /user-to-service-type/{id}/: the service types the courier may take (none: every type). */
export function useSetCourierServiceTypes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceTypes: string[]) =>
      apiRequest(`/user-to-service-type/${encodeURIComponent(id)}/`, courierServiceTypesSchema, {
        method: "PATCH",
        body: { service_types: serviceTypes },
      }),
    onSuccess: (saved) => {
      notify.success(MESSAGES.updated);
      queryClient.setQueryData(serviceTypesKey(id), saved);
    },
  });
}
