import { serviceTypeSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "@shared/api/api-client";

/** Every service type (spec §7 ?all): the desk needs each type's max minutes to operate scheduled services. */
export const getAllServiceTypes = (signal?: AbortSignal) =>
  apiRequest("/service-types/", z.array(serviceTypeSchema), { query: { all: "true", is_config: "true" }, signal });

export const allServiceTypesQueryOptions = () =>
  queryOptions({ queryKey: ["service-types", "all"], queryFn: ({ signal }) => getAllServiceTypes(signal), staleTime: 5 * 60_000 });

export function useAllServiceTypes() {
  return useQuery(allServiceTypesQueryOptions());
}
