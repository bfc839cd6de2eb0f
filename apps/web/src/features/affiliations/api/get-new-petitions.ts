import { PAGE_SIZE } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { petitionPageSchema, petitionsQueryKey } from "./get-petitions";

/** The bell's requests: received from couriers, waiting, that no one has opened yet. */
export const getNewPetitions = (signal?: AbortSignal) =>
  apiRequest("/membership/petition/", petitionPageSchema, {
    query: { limit: PAGE_SIZE.affiliationRequests, direction: "received", status: "waiting", unseen: "true" },
    signal,
  });

export const newPetitionsQueryOptions = () =>
  queryOptions({ queryKey: [...petitionsQueryKey, "new"], queryFn: ({ signal }) => getNewPetitions(signal) });

export function useNewPetitions(enabled: boolean) {
  return useQuery({ ...newPetitionsQueryOptions(), enabled });
}
