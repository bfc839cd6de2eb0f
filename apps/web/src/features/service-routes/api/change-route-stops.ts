import { MESSAGES, ROUTE_MESSAGES, serviceRouteDetailSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";
import { routeQueryKey } from "./get-route";
import { routesQueryKey } from "./get-routes";

/** What the route builder changes in a route's stops, each one call of /routes/{id}/…. */
export type StopsChange =
  | { kind: "add"; services: string[] }
  | { kind: "remove"; services: string[] }
  | { kind: "reorder"; stops: string[] }
  | { kind: "sort" };

const CALLS = {
  add: { path: "services", method: "POST", done: MESSAGES.added },
  remove: { path: "remove-services", method: "PATCH", done: MESSAGES.updated },
  reorder: { path: "stops", method: "PUT", done: MESSAGES.updated },
  sort: { path: "sort", method: "PATCH", done: ROUTE_MESSAGES.sorted },
} as const;

export const changeRouteStops = ({ id, change }: { id: string; change: StopsChange }) => {
  const { kind, ...body } = change;
  const call = CALLS[kind];
  return apiRequest(`/routes/${encodeURIComponent(id)}/${call.path}/`, serviceRouteDetailSchema, { method: call.method, body });
};

export function useChangeRouteStops() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRouteStops,
    onSuccess: (route, { id, change }) => {
      notify.success(CALLS[change.kind].done);
      queryClient.setQueryData(routeQueryKey(id), route);
      return queryClient.invalidateQueries({ queryKey: routesQueryKey });
    },
  });
}
