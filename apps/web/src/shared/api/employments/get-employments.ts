import { employmentSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface EmploymentListParams {
  limit: number;
  offset: number;
  search: string;
}

export const employmentPageSchema = pageSchema(employmentSchema);

export const getEmployments = ({ limit, offset, search }: EmploymentListParams, signal?: AbortSignal) =>
  apiRequest("/users/employments/", employmentPageSchema, { query: { limit, offset, name__icontains: search }, signal });

export const employmentsQueryKey = ["employments"] as const;

export const employmentsQueryOptions = (params: EmploymentListParams) =>
  queryOptions({
    queryKey: [...employmentsQueryKey, params],
    queryFn: ({ signal }) => getEmployments(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployments(params: EmploymentListParams) {
  return useQuery(employmentsQueryOptions(params));
}
