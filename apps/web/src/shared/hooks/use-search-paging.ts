import { SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useCallback, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A searched, paged list: what is typed, the debounced and trimmed search it asks for, and the page
 * (counted from 0). The page belongs to one search; a new search starts at the first page.
 */
export function useSearchPaging() {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 0 });
  const page = paging.search === search ? paging.page : 0;
  const setPage = useCallback((value: number) => setPaging({ search, page: value }), [search]);
  return { searchInput, setSearchInput, search, page, setPage };
}
