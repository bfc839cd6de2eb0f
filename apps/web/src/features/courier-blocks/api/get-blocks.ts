import { blockSchema, type BlockStatus, PAGE_SIZE, pageSchema } from "@despacho/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@despacho/client";

const blockPageSchema = pageSchema(blockSchema);
export const blocksQueryKey = ["messenger-blocks"] as const;

export interface OpenBlocksParams {
  page: number;
  q: string;
}

/** The headquarter's open blocks (/blocked-messengers), 10 a page. */
export const openBlocksQueryOptions = ({ page, q }: OpenBlocksParams) =>
  queryOptions({
    queryKey: [...blocksQueryKey, "open", { page, q }],
    queryFn: ({ signal }) =>
      apiRequest("/messenger-blocks/", blockPageSchema, {
        query: { limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useOpenBlocks = (params: OpenBlocksParams) => useQuery(openBlocksQueryOptions(params));

export interface BlockHistoryParams {
  page: number;
  messenger?: string;
  status?: BlockStatus;
  from?: string;
  to?: string;
}

/** Every block of the headquarter (/historical-blocked-messengers), 10 a page. */
export const blockHistoryQueryOptions = ({ page, ...filters }: BlockHistoryParams) =>
  queryOptions({
    queryKey: [...blocksQueryKey, "history", { page, ...filters }],
    queryFn: ({ signal }) =>
      apiRequest("/messenger-blocks/history/", blockPageSchema, {
        query: { limit: PAGE_SIZE.messengers, offset: page * PAGE_SIZE.messengers, ...filters },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useBlockHistory = (params: BlockHistoryParams) => useQuery(blockHistoryQueryOptions(params));
