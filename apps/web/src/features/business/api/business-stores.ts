import { type BusinessStoreInput, businessStoreSchema, MESSAGES, pageSchema } from "@despacho/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@shared/api/api-client";
import { notify } from "@shared/ui/toast-store";

// spec §7 Others: /business-store/ CRUD (a business has few stores: one page of 100).
const storePageSchema = pageSchema(businessStoreSchema);
export const businessStoresQueryKey = ["business-stores"] as const;

export const businessStoresQueryOptions = () =>
  queryOptions({
    queryKey: businessStoresQueryKey,
    queryFn: ({ signal }) => apiRequest("/business-store/?limit=100", storePageSchema, { signal }),
  });

export const useBusinessStores = () => useQuery(businessStoresQueryOptions());

type SaveStore = { id: string | null; input: BusinessStoreInput };
const saveStore = ({ id, input }: SaveStore) =>
  id
    ? apiRequest(`/business-store/${encodeURIComponent(id)}/`, businessStoreSchema, { method: "PATCH", body: input })
    : apiRequest("/business-store/", businessStoreSchema, { method: "POST", body: input });

export function useSaveBusinessStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStore,
    onSuccess: (_, { id }) => {
      notify.success(id ? MESSAGES.updated : MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: businessStoresQueryKey });
    },
  });
}

export function useDeleteBusinessStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend(`/business-store/${encodeURIComponent(id)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: businessStoresQueryKey });
    },
  });
}
