import { MESSAGES, type ServiceRouteInput, serviceRouteDetailSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { routesQueryKey } from "./get-routes";

export interface SaveRoute {
  /** Absent: a new route (POST /routes/), with its idempotency key. */
  id?: string;
  input: ServiceRouteInput;
  idempotencyKey: string;
}

export const saveRoute = ({ id, input, idempotencyKey }: SaveRoute) =>
  id
    ? apiRequest(`/routes/${encodeURIComponent(id)}/`, serviceRouteDetailSchema, { method: "PATCH", body: input })
    : apiRequest("/routes/", serviceRouteDetailSchema, { method: "POST", body: input, headers: { "Idempotency-Key": idempotencyKey } });

export function useSaveRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRoute,
    // The dialog shows a repeated code under its field.
    meta: { handles: ["bad-request", "conflict"] },
    onSuccess: (_, { id }) => {
      notify.success(id ? MESSAGES.updated : MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: routesQueryKey });
    },
  });
}
