import { PAGE_SIZE, type PetitionDirection, type PetitionStatus, pageSchema, petitionSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const petitionPageSchema = pageSchema(petitionSchema);

export interface PetitionListParams {
  page: number;
  direction: PetitionDirection;
  status?: PetitionStatus;
  /** undefined: both kinds (the history). */
  isAssociation?: boolean;
}

export const getPetitions = ({ page, direction, status, isAssociation }: PetitionListParams, signal?: AbortSignal) =>
  apiRequest("/membership/petition/", petitionPageSchema, {
    query: {
      limit: PAGE_SIZE.affiliationRequests,
      offset: page * PAGE_SIZE.affiliationRequests,
      direction,
      status,
      is_association: isAssociation === undefined ? undefined : String(isAssociation),
    },
    signal,
  });

/** Every read of affiliation requests (lists, bell, detail) sits under this key: one invalidation refreshes them. */
export const petitionsQueryKey = ["petitions"] as const;

export const petitionsQueryOptions = (params: PetitionListParams) =>
  queryOptions({
    queryKey: [...petitionsQueryKey, "list", params],
    queryFn: ({ signal }) => getPetitions(params, signal),
    placeholderData: keepPreviousData,
  });

export function usePetitions(params: PetitionListParams) {
  return useQuery(petitionsQueryOptions(params));
}
