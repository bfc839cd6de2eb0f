import { bulkResultSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { servicesQueryKey } from "@shared/api/services/service-keys";
import { routesQueryKey } from "./get-routes";

/** Every service of the route to one courier; the answer says which were refused and why. */
export const assignRoute = ({ id, messenger }: { id: string; messenger: string }) =>
  apiRequest(`/routes/${encodeURIComponent(id)}/assign/`, bulkResultSchema, { method: "PATCH", body: { messenger } });

export function useAssignRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoute,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: routesQueryKey }),
        queryClient.invalidateQueries({ queryKey: servicesQueryKey }),
      ]),
  });
}
