import { MESSAGES, serviceTypeUserToBusinessStoreSchema } from "@despacho/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiSend } from "@despacho/client";
import { storeOffersKey } from "@shared/api/business-store-offers/store-offers";
import { notify } from "@shared/ui/toast-store";

/** spec §7 /service-type-user-to-business-store/: a store starts offering one of the types chosen with the provider. */
export function useOfferServiceType(store: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chosen: string) =>
      apiRequest("/service-type-user-to-business-store/", serviceTypeUserToBusinessStoreSchema, {
        method: "POST",
        body: { business_store: store, user_to_service_type: chosen },
      }),
    onSuccess: () => {
      notify.success(MESSAGES.added);
      return queryClient.invalidateQueries({ queryKey: storeOffersKey(store) });
    },
  });
}

export function useWithdrawOffer(store: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: string) => apiSend(`/service-type-user-to-business-store/${encodeURIComponent(offer)}/`, { method: "DELETE" }),
    onSuccess: () => {
      notify.success(MESSAGES.deleted);
      return queryClient.invalidateQueries({ queryKey: storeOffersKey(store) });
    },
  });
}
