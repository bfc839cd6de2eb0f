import AddIcon from "@mui/icons-material/Add";
import { Box, Button, Pagination } from "@mui/material";
import type { GridColDef, GridRowId, GridValidRowModel } from "@mui/x-data-grid";
import type { Page } from "@despacho/domain";
import { type ReactNode, useEffect } from "react";
import { Link as RouterLink } from "react-router";
import type { SearchPaging } from "../hooks/use-search-paging";
import { DelayedLoader } from "./delayed-loader";
import { EmptyState } from "./empty-state";
import { LoadError } from "./load-error";
import { PagedGrid } from "./paged-grid";
import { PageHeader } from "./page-header";
import { SearchField } from "./search-field";

/** What a catalogue screen reads of its list query. */
export interface CatalogQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** The 'Agregar …' button: a link to the form page or an action that opens a dialog. */
export type CatalogAdd = { label: string } & ({ to: string } | { onClick: () => void });

/** A table paged by the data grid, or items (cards, a list) the screen lays out with a pager below. */
export type CatalogBody<T extends GridValidRowModel> =
  | { columns: GridColDef<T>[]; getRowId?: (row: T) => GridRowId; testId?: string }
  | { renderItems: (rows: T[]) => ReactNode; maxWidth?: number };

export type CatalogListPageProps<T extends GridValidRowModel> = CatalogBody<T> & {
  title: string;
  subtitle: string;
  /** The plural noun of the empty state, lower case: 'No hay {noun}'. */
  noun: string;
  searchLabel: string;
  paging: SearchPaging;
  list: CatalogQuery<T>;
  pageSize: number;
  /** e.g. 'No fue posible cargar los clientes.' */
  loadError: string;
  /** Said when a search finds nothing, e.g. 'Prueba con otro nombre.' */
  searchHint: string;
  /** Said when there is nothing at all. */
  emptyHint?: string;
  /** Absent when the user may not add. */
  add?: CatalogAdd;
  /** Dialogs of the screen. */
  children?: ReactNode;
};

function AddButton({ add }: { add: CatalogAdd }) {
  const common = { variant: "contained", startIcon: <AddIcon /> } as const;
  if ("to" in add) {
    return (
      <Button component={RouterLink} to={add.to} {...common}>
        {add.label}
      </Button>
    );
  }
  return (
    <Button onClick={add.onClick} {...common}>
      {add.label}
    </Button>
  );
}

/**
 * A catalogue screen (spec §2.2, §2.4): header with search and 'Agregar …', then the list paged on the
 * server with its loading, error and empty states. The page is kept in range when the last row of the
 * last page goes away.
 */
export function CatalogListPage<T extends GridValidRowModel>(props: CatalogListPageProps<T>) {
  const { title, subtitle, noun, searchLabel, paging, list, pageSize, loadError, searchHint, emptyHint, add, children } = props;
  const { searchInput, setSearchInput, search, page, setPage } = paging;
  const pageCount = Math.ceil((list.data?.count ?? 0) / pageSize);

  useEffect(() => {
    if (pageCount > 0 && page >= pageCount) setPage(pageCount - 1);
  }, [page, pageCount, setPage]);

  const addButton = add && <AddButton add={add} />;
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <>
            <SearchField value={searchInput} onChange={setSearchInput} label={searchLabel} />
            {addButton}
          </>
        }
      />
      {list.isError && !list.data && <LoadError message={loadError} onRetry={() => list.refetch()} />}
      {list.data?.count === 0 ? (
        <EmptyState
          title={search ? `No hay ${noun} que coincidan con «${search}»` : `No hay ${noun}`}
          hint={search ? searchHint : emptyHint}
          action={!search && addButton}
        />
      ) : "columns" in props ? (
        <PagedGrid
          label={title}
          data={list.data}
          fetching={list.isFetching}
          columns={props.columns}
          pageSize={pageSize}
          page={page}
          onPage={setPage}
          getRowId={props.getRowId}
          testId={props.testId}
          fill
        />
      ) : (
        <>
          <DelayedLoader active={list.isPending} label={`Cargando ${noun}`} />
          {list.data && (
            <Box
              aria-busy={list.isFetching}
              sx={{ maxWidth: props.maxWidth, opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity .2s" }}
            >
              {props.renderItems(list.data.results)}
            </Box>
          )}
          {pageCount > 1 && (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 3, maxWidth: props.maxWidth }}>
              <Pagination count={pageCount} page={page + 1} onChange={(_, value) => setPage(value - 1)} color="primary" />
            </Box>
          )}
        </>
      )}
      {children}
    </>
  );
}
