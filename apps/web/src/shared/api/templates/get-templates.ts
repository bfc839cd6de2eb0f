import { pageSchema, templateSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface TemplateListParams {
  q: string;
  limit: number;
  offset: number;
}

/** The company's templates: /templates pages them, the employee form offers them. */
export const getTemplates = ({ q, limit, offset }: TemplateListParams, signal?: AbortSignal) =>
  apiRequest("/templates/", pageSchema(templateSchema), { query: { q, limit, offset }, signal });

export const templatesQueryKey = ["templates"] as const;

export const templatesQueryOptions = (params: TemplateListParams) =>
  queryOptions({
    queryKey: [...templatesQueryKey, "list", params],
    queryFn: ({ signal }) => getTemplates(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTemplates(params: TemplateListParams) {
  return useQuery(templatesQueryOptions(params));
}
