import { type CustomerGateway, customerGatewaySchema, MESSAGES } from "@despacho/domain";
import { apiRequest } from "@despacho/client";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "@shared/ui/toast-store";

const customerGatewayQueryKey = ["customer-gateway"] as const;

/** Issue 23: where the headquarter's customer messages go by SMS or WhatsApp (null: email only). */
export const useCustomerGateway = () =>
  useQuery(
    queryOptions({
      queryKey: customerGatewayQueryKey,
      queryFn: ({ signal }) => apiRequest("/customer-gateway/", customerGatewaySchema, { signal }),
    }),
  );

export function useSaveCustomerGateway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gateway: CustomerGateway) => apiRequest("/customer-gateway/", customerGatewaySchema, { method: "PUT", body: gateway }),
    onSuccess: (saved) => {
      client.setQueryData(customerGatewayQueryKey, saved);
      notify.success(MESSAGES.customerGatewaySaved);
    },
  });
}
