import { messengerPaymentSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { courierItemQueryKey } from "./courier-keys";

const paymentPageSchema = pageSchema(messengerPaymentSchema);

export const getCourierPayments = (id: string, page: number, signal?: AbortSignal) =>
  apiRequest(`/users/messengers/${encodeURIComponent(id)}/payments/`, paymentPageSchema, {
    query: { limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers },
    signal,
  });

export const courierPaymentsQueryKey = (id: string) => [...courierItemQueryKey(id), "payments"] as const;

export function useCourierPayments(id: string, page: number) {
  return useQuery({
    queryKey: [...courierPaymentsQueryKey(id), page],
    queryFn: ({ signal }) => getCourierPayments(id, page, signal),
    placeholderData: keepPreviousData,
  });
}
