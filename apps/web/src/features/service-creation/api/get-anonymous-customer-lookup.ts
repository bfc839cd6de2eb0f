import { anonymousCustomerSchema, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";
import type { LookupParams } from "./get-customer-lookup";

// The creation panel's own 5-a-page lookup; the /customers screen lists the same rows by 25.
export const getAnonymousCustomerLookup = ({ q, offset }: LookupParams, signal?: AbortSignal) =>
  apiRequest("/users/anonymous-customers/", pageSchema(anonymousCustomerSchema), { query: { q, limit: PAGE_SIZE.lookup, offset }, signal });

export const anonymousCustomerLookupQueryOptions = (params: LookupParams) =>
  queryOptions({
    queryKey: ["service-creation", "anonymous-customers", params],
    queryFn: ({ signal }) => getAnonymousCustomerLookup(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAnonymousCustomerLookup(params: LookupParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...anonymousCustomerLookupQueryOptions(params), enabled });
}
