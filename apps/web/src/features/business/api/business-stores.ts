import { type BusinessStoreInput, businessStoreSchema, MESSAGES } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { businessStoresQueryKey } from "@shared/api/business-stores/get-business-stores";
import { notify } from "@shared/ui/toast-store";

export { useBusinessStores } from "@shared/api/business-stores/get-business-stores";

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
