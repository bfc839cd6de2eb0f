import { PAGE_SIZE, pageSchema, tagSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

export interface TagListParams {
  /** Counted from 0; a page holds PAGE_SIZE.tags tags (spec §9). */
  page: number;
  search: string;
}

export const getTags = ({ page, search }: TagListParams, signal?: AbortSignal) =>
  apiRequest("/tags/", pageSchema(tagSchema), { query: { limit: PAGE_SIZE.tags, offset: page * PAGE_SIZE.tags, q: search }, signal });

export const tagsQueryKey = ["tags"] as const;

/** The headquarter's tags (spec §7 Tags), a page at a time. */
export const tagsQueryOptions = (params: TagListParams) =>
  queryOptions({
    queryKey: [...tagsQueryKey, params],
    queryFn: ({ signal }) => getTags(params, signal),
    placeholderData: keepPreviousData,
  });

export function useTags(params: TagListParams) {
  return useQuery(tagsQueryOptions(params));
}
