import { anonymousCustomerSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { anonymousCustomersQueryKey } from "@shared/api/anonymous-customers/get-anonymous-customers";

export const getAnonymousCustomer = (id: string, signal?: AbortSignal) =>
  apiRequest(`/users/anonymous-customers/${encodeURIComponent(id)}/`, anonymousCustomerSchema, { signal });

export const anonymousCustomerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...anonymousCustomersQueryKey, "item", id],
    queryFn: ({ signal }) => getAnonymousCustomer(id, signal),
    // The screen says "not found" itself.
    meta: { handles: ["not-found"] },
  });

export function useAnonymousCustomer(id: string | undefined) {
  return useQuery({ ...anonymousCustomerQueryOptions(id ?? ""), enabled: Boolean(id) });
}
