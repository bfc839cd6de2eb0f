import { employeeSchema, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface EmployeeListParams {
  q: string;
  limit: number;
  offset: number;
}

export const employeesQueryKey = ["employees"] as const;

export const getEmployees = ({ q, limit, offset }: EmployeeListParams, signal?: AbortSignal) =>
  apiRequest("/users/employees/", pageSchema(employeeSchema), { query: { q, limit, offset }, signal });

export const employeesQueryOptions = (params: EmployeeListParams) =>
  queryOptions({
    queryKey: [...employeesQueryKey, "list", params],
    queryFn: ({ signal }) => getEmployees(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployees(params: EmployeeListParams) {
  return useQuery(employeesQueryOptions(params));
}
