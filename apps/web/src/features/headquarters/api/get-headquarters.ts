import { type HeadquarterListQuery, headquarterSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { headquarterKeys } from "@shared/api/headquarters/headquarter-keys";

const headquarterPageSchema = pageSchema(headquarterSchema);

/** spec §7 GET /headquarter/: the company's headquarters. */
export const getHeadquarters = (params: HeadquarterListQuery, signal?: AbortSignal) =>
  apiRequest("/headquarter/", headquarterPageSchema, { query: params, signal });

export const headquartersQueryOptions = (params: HeadquarterListQuery) =>
  queryOptions({
    queryKey: headquarterKeys.list(params),
    queryFn: ({ signal }) => getHeadquarters(params, signal),
    placeholderData: keepPreviousData,
  });

export const useHeadquarters = (params: HeadquarterListQuery) => useQuery(headquartersQueryOptions(params));
