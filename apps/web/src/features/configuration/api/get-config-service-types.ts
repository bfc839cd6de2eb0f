import { serviceTypeSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";
import { serviceTypesQueryKey } from "@shared/api/service-types/get-service-types";

// spec §7: GET /service-types/?all&is_config=true — inactive types too, for the configuration screen.
export const getConfigServiceTypes = (signal?: AbortSignal) =>
  apiRequest("/service-types/", z.array(serviceTypeSchema), { query: { all: true, is_config: true }, signal });

// Under the shared key: a change invalidates this list and the creation panels' at once.
export const configServiceTypesQueryOptions = () =>
  queryOptions({ queryKey: [...serviceTypesQueryKey, "config"], queryFn: ({ signal }) => getConfigServiceTypes(signal) });

export function useConfigServiceTypes() {
  return useQuery(configServiceTypesQueryOptions());
}
