import { type GeozoneInput, geozoneSchema, MESSAGES, PAGE_SIZE, pageSchema, pickedGeozoneSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { notify } from "@shared/ui/toast-store";

export const geozoneKeys = { all: ["geozones"] as const };

/** spec §7 /geo-zones/: 10 a page, by name; `free` asks the zones no queue (or activation) uses yet. */
export function useGeozones(params: { page: number; search: string; limit?: number; freeFor?: "queue" | "activation" }) {
  const limit = params.limit ?? PAGE_SIZE.geozones;
  return useQuery(
    queryOptions({
      queryKey: [...geozoneKeys.all, "list", params],
      queryFn: ({ signal }) =>
        apiRequest("/geo-zones/", pageSchema(geozoneSchema), {
          query: {
            limit,
            offset: params.page * limit,
            q: params.search,
            used_to_queue: params.freeFor === "queue" ? "false" : undefined,
            used_to_activation: params.freeFor === "activation" ? "false" : undefined,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useSaveGeozone(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GeozoneInput) =>
      id
        ? apiRequest(`/geo-zones/${encodeURIComponent(id)}/`, geozoneSchema, { method: "PATCH", body: input })
        : apiRequest("/geo-zones/", geozoneSchema, { method: "POST", body: input, headers: { "Idempotency-Key": crypto.randomUUID() } }),
    meta: { handles: ["bad-request", "conflict"] },
    onSuccess: () => {
      notify.success(id ? MESSAGES.updated : MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: geozoneKeys.all });
    },
  });
}

export function useDeleteGeozone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/geo-zones/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: geozoneKeys.all });
    },
  });
}

/** The two uses a zone is picked for: the courier queues (spec §7 /queue-geo-zones/) and going online. */
export const PICKED_PATHS = { queue: "/queue-geo-zones/", activation: "/activation-geo-zones/" } as const;
export type Purpose = keyof typeof PICKED_PATHS;

export function usePickedGeozones(purpose: Purpose, page: number, limit: number) {
  return useQuery(
    queryOptions({
      queryKey: [...geozoneKeys.all, purpose, page, limit],
      queryFn: ({ signal }) =>
        apiRequest(PICKED_PATHS[purpose], pageSchema(pickedGeozoneSchema), { query: { page: page + 1, limit }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function usePickGeozone(purpose: Purpose) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (geozone: string) =>
      apiRequest(PICKED_PATHS[purpose], pickedGeozoneSchema, {
        method: "POST",
        body: { geo_zone: geozone },
        headers: { "Idempotency-Key": crypto.randomUUID() },
      }),
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: geozoneKeys.all });
    },
  });
}

export function useUnpickGeozone(purpose: Purpose) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`${PICKED_PATHS[purpose]}${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: geozoneKeys.all });
    },
  });
}
