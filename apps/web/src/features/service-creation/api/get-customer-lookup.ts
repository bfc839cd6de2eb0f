import { customerSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface LookupParams {
  q: string;
  offset: number;
}

// spec §9: the customer lookup of the creation panel pages by 5.
export const getCustomerLookup = ({ q, offset }: LookupParams, signal?: AbortSignal) =>
  apiRequest("/users/customers/", pageSchema(customerSchema), { query: { q, limit: PAGE_SIZE.lookup, offset }, signal });

export const customerLookupQueryOptions = (params: LookupParams) =>
  queryOptions({
    queryKey: ["service-creation", "customers", params],
    queryFn: ({ signal }) => getCustomerLookup(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomerLookup(params: LookupParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerLookupQueryOptions(params), enabled });
}
