import { headquarterSettingsResponseSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

/** The headquarter's settings (spec §3): read by the shell, the desk and the creation panel; the settings-change event refreshes them. */
export const getHeadquarterSettings = (headquarter: string, signal?: AbortSignal) =>
  apiRequest(`/headquarter/${encodeURIComponent(headquarter)}/settings/`, headquarterSettingsResponseSchema, { signal });

export const headquarterSettingsQueryKey = (headquarter: string) => ["headquarters", headquarter, "settings"] as const;

export const headquarterSettingsQueryOptions = (headquarter: string) =>
  queryOptions({
    queryKey: headquarterSettingsQueryKey(headquarter),
    queryFn: ({ signal }) => getHeadquarterSettings(headquarter, signal),
    staleTime: 5 * 60_000,
  });

export function useHeadquarterSettings(headquarter: string | null) {
  return useQuery({ ...headquarterSettingsQueryOptions(headquarter ?? ""), enabled: Boolean(headquarter) });
}
