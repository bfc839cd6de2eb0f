import type { DataTag, DefaultError, QueryFunctionContext, QueryKey } from "@tanstack/query-core";

/**
 * TanStack Query's options of one read, without React: the key carries the type of what it reads, as
 * react-query's `queryOptions` does, so `setQueryData` on it is checked.
 */
export function queryOptions<TData, const TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn: (context: QueryFunctionContext<TKey>) => Promise<TData>;
  staleTime: number;
}) {
  return options as typeof options & { queryKey: DataTag<TKey, TData, DefaultError> };
}
