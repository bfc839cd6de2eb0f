import { remunerationModesResponseSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export const getRemunerationModes = (headquarter: string, signal?: AbortSignal) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/remuneration-modes/`, remunerationModesResponseSchema, { signal });

export const remunerationModesQueryOptions = (headquarter: string) =>
  queryOptions({
    queryKey: ["headquarters", headquarter, "remuneration-modes"],
    queryFn: ({ signal }) => getRemunerationModes(headquarter, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRemunerationModes(headquarter: string | null) {
  return useQuery({ ...remunerationModesQueryOptions(headquarter ?? ""), enabled: Boolean(headquarter) });
}
