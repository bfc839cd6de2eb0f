import { LIST_LIMIT_MAX, pageSchema, paymentMethodSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const getPaymentMethods = (signal?: AbortSignal) =>
  apiRequest("/payment-method/", pageSchema(paymentMethodSchema), { query: { limit: LIST_LIMIT_MAX }, signal });

export const paymentMethodsQueryKey = ["payment-methods"] as const;

/** The active payment methods of the headquarter. */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    select: (page) => page.results.filter((method) => method.is_active),
    staleTime: 60_000,
  });

export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentMethodsQueryOptions(), enabled });
}
