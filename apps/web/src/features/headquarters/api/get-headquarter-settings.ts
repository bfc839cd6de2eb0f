import { headquarterSettingsResponseSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@shared/api/api-client";

export const getHeadquarterSettings = (headquarter: string, signal?: AbortSignal) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/settings/`, headquarterSettingsResponseSchema, { signal });

export const headquarterSettingsQueryOptions = (headquarter: string) =>
  queryOptions({
    queryKey: ["headquarters", headquarter, "settings"],
    queryFn: ({ signal }) => getHeadquarterSettings(headquarter, signal),
    staleTime: 5 * 60_000,
  });

export function useHeadquarterSettings(headquarter: string | null) {
  return useQuery({ ...headquarterSettingsQueryOptions(headquarter ?? ""), enabled: Boolean(headquarter) });
}
