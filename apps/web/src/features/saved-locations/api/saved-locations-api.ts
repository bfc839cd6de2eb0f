import { MESSAGES, PAGE_SIZE, pageSchema, type SavedLocationInput, savedLocationSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { geocoderKeys } from "@shared/api/geocoder/search-addresses";
import { notify } from "@shared/ui/toast-store";

export const savedLocationKeys = { all: ["saved-locations"] as const };

/** spec §7 /locations/latest/: the headquarter's saved places, newest first, 5 a page. */
export function useSavedLocations(params: { page: number; search: string }) {
  const limit = PAGE_SIZE.locations;
  return useQuery(
    queryOptions({
      queryKey: [...savedLocationKeys.all, "latest", params],
      queryFn: ({ signal }) =>
        apiRequest("/locations/latest/", pageSchema(savedLocationSchema), {
          query: { limit, offset: params.page * limit, q: params.search || undefined },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

// The address search offers saved places first: its answers go with the list.
const retire = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: savedLocationKeys.all }),
    queryClient.invalidateQueries({ queryKey: geocoderKeys.all }),
  ]);

export function useCreateSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedLocationInput) =>
      apiRequest("/locations/", savedLocationSchema, { method: "POST", body: input, headers: { "Idempotency-Key": crypto.randomUUID() } }),
    meta: { handles: ["bad-request", "conflict"] },
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return retire(queryClient);
    },
  });
}

export function useDeleteSavedLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/locations/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return retire(queryClient);
    },
  });
}
