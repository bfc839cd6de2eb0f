import { anonymousCustomerSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";

export interface AnonymousCustomerListParams {
  page: number;
  q: string;
}

export const getAnonymousCustomers = ({ page, q }: AnonymousCustomerListParams, signal?: AbortSignal) =>
  apiRequest("/users/anonymous-customers/", pageSchema(anonymousCustomerSchema), {
    query: { limit: PAGE_SIZE.default, offset: page * PAGE_SIZE.default, q },
    signal,
  });

export const anonymousCustomersQueryKey = ["anonymous-customers"] as const;

export const anonymousCustomersQueryOptions = (params: AnonymousCustomerListParams) =>
  queryOptions({
    queryKey: [...anonymousCustomersQueryKey, "list", params],
    queryFn: ({ signal }) => getAnonymousCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAnonymousCustomers(params: AnonymousCustomerListParams) {
  return useQuery(anonymousCustomersQueryOptions(params));
}
