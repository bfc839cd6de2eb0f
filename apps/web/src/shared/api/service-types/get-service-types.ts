import { HEADQUARTER_HEADER, serviceTypeSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@despacho/client";

// spec §7: GET /service-types/?all=true answers every active type as a plain list; a business may
// ask one of its providers other than the selected headquarter.
export const getServiceTypes = (signal?: AbortSignal, provider?: string) =>
  apiRequest("/service-types/", z.array(serviceTypeSchema), {
    query: { all: true },
    signal,
    headers: provider ? { [HEADQUARTER_HEADER]: provider } : undefined,
  });

export const serviceTypesQueryKey = ["service-types"] as const;

export const serviceTypesQueryOptions = () =>
  queryOptions({ queryKey: [...serviceTypesQueryKey, "active"], queryFn: ({ signal }) => getServiceTypes(signal), staleTime: 60_000 });

export function useServiceTypes({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceTypesQueryOptions(), enabled });
}

export const providerServiceTypesQueryOptions = (provider: string) =>
  queryOptions({ queryKey: [...serviceTypesQueryKey, "provider", provider], queryFn: ({ signal }) => getServiceTypes(signal, provider) });
