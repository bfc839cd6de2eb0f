import { LIST_LIMIT_MAX, pageSchema, paymentMethodSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { paymentMethodsQueryKey } from "@shared/api/payment-methods/get-payment-methods";

export const getConfigPaymentMethods = (signal?: AbortSignal) =>
  apiRequest("/payment-method/", pageSchema(paymentMethodSchema), { query: { limit: LIST_LIMIT_MAX, is_config: true }, signal });

// Under the shared key: a change invalidates this list and the creation panels' at once.
export const configPaymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: [...paymentMethodsQueryKey, "config"], queryFn: ({ signal }) => getConfigPaymentMethods(signal) });

export function useConfigPaymentMethods() {
  return useQuery(configPaymentMethodsQueryOptions());
}
