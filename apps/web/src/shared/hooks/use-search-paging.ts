import { SEARCH_DEBOUNCE_MS } from "@despacho/domain";
import { useCallback, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

export interface SearchPaging {
  searchInput: string;
  setSearchInput: (value: string) => void;
  /** Debounced and trimmed. */
  search: string;
  /** Counted from 0. */
  page: number;
  setPage: (page: number) => void;
}

/**
 * A searched, paged list: what is typed, the debounced and trimmed search it asks for, and the page
 * (counted from 0). The page belongs to one search; a new search starts at the first page.
 */
export function useSearchPaging(): SearchPaging {
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search, page: 0 });
  const page = paging.search === search ? paging.page : 0;
  const setPage = useCallback((value: number) => setPaging({ search, page: value }), [search]);
  return { searchInput, setSearchInput, search, page, setPage };
}
