import { petitionDetailSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { petitionsQueryKey } from "./get-petitions";

/** One request with the courier's motorcycles; opening it marks it seen. */
export const getPetition = (id: string, signal?: AbortSignal) =>
  apiRequest(`/membership/petition/${encodeURIComponent(id)}/`, petitionDetailSchema, { signal });

export const petitionQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...petitionsQueryKey, "detail", id], queryFn: ({ signal }) => getPetition(id, signal) });

export function usePetition(id: string) {
  return useQuery(petitionQueryOptions(id));
}
