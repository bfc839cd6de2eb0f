import { employeeSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { employeesQueryKey } from "./get-employees";

export const getEmployee = (id: string, signal?: AbortSignal) =>
  apiRequest(`/users/employees/${encodeURIComponent(id)}/`, employeeSchema, { signal });

export const employeeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...employeesQueryKey, "item", id],
    queryFn: ({ signal }) => getEmployee(id, signal),
    // The screen says "not found" itself.
    meta: { handles: ["not-found"] },
  });

export function useEmployee(id: string | undefined) {
  return useQuery({ ...employeeQueryOptions(id ?? ""), enabled: Boolean(id) });
}
