import { anonymousCustomerSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface AnonymousCustomerListParams {
  q: string;
  limit: number;
  offset: number;
}

/** The headquarter's anonymous customers: the /customers screen pages them, the creation panel looks them up. */
export const getAnonymousCustomers = ({ q, limit, offset }: AnonymousCustomerListParams, signal?: AbortSignal) =>
  apiRequest("/users/anonymous-customers/", pageSchema(anonymousCustomerSchema), { query: { limit, offset, q }, signal });

export const anonymousCustomersQueryKey = ["anonymous-customers"] as const;

export const anonymousCustomersQueryOptions = (params: AnonymousCustomerListParams) =>
  queryOptions({
    queryKey: [...anonymousCustomersQueryKey, "list", params],
    queryFn: ({ signal }) => getAnonymousCustomers(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAnonymousCustomers(params: AnonymousCustomerListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...anonymousCustomersQueryOptions(params), enabled });
}
