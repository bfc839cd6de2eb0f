import { templateSchema } from "@despacho/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";
import { templatesQueryKey } from "@shared/api/templates/get-templates";

export const getTemplate = (id: string, signal?: AbortSignal) =>
  apiRequest(`/templates/${encodeURIComponent(id)}/`, templateSchema, { signal });

export const templateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...templatesQueryKey, "item", id],
    queryFn: ({ signal }) => getTemplate(id, signal),
    // The screen says "not found" itself.
    meta: { handles: ["not-found"] },
  });

export function useTemplate(id: string | undefined) {
  return useQuery({ ...templateQueryOptions(id ?? ""), enabled: Boolean(id) });
}
