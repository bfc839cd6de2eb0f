import { Paper, useMediaQuery, useTheme } from "@mui/material";
import { DataGrid, type GridColDef, type GridRowId, type GridValidRowModel } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import type { Page } from "@despacho/domain";
import type { ReactNode } from "react";
import { GridLoadingBar, noLoadingOverlay } from "./grid-loading-bar";
import { LoadError } from "./load-error";

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

interface PagedGridProps<T extends GridValidRowModel> {
  /** The accessible name of the table. */
  label: string;
  data: Page<T> | undefined;
  fetching: boolean;
  columns: GridColDef<T>[];
  pageSize: number;
  /** Counted from 0. */
  page: number;
  onPage: (page: number) => void;
  getRowId?: (row: T) => GridRowId;
  testId?: string;
  /**
   * A catalogue table: one-line compact rows and, on a wide screen, as tall as the window with the rows
   * scrolling inside. Otherwise (and on a phone) the table is as tall as its rows, which grow with their text.
   */
  fill?: boolean;
}

/** A list paged on the server, in Spanish; on a phone it scrolls sideways inside its box. */
export function PagedGrid<T extends GridValidRowModel>(props: PagedGridProps<T>) {
  const { label, data, fetching, columns, pageSize, page, onPage, getRowId, testId, fill = false } = props;
  const wide = useMediaQuery(useTheme().breakpoints.up("md"));
  const filling = fill && wide;
  return (
    <Paper variant="outlined" data-testid={testId} sx={filling ? { height: "calc(100dvh - 260px)", minHeight: 400 } : undefined}>
      <GridLoadingBar loading={fetching} grid={label} />
      <DataGrid
        aria-label={label}
        rows={data?.results ?? []}
        getRowId={getRowId}
        columns={columns}
        loading={fetching}
        rowCount={data?.count ?? 0}
        paginationMode="server"
        pageSizeOptions={[pageSize]}
        paginationModel={{ page, pageSize }}
        onPaginationModelChange={(model) => onPage(model.page)}
        getRowHeight={fill ? undefined : () => "auto"}
        density={fill ? "compact" : undefined}
        autoHeight={!filling}
        disableColumnFilter
        disableColumnSorting
        disableColumnMenu={!fill}
        disableRowSelectionOnClick
        localeText={localeText}
        slots={noLoadingOverlay}
        sx={{ border: 0, ...(fill ? {} : { "& .MuiDataGrid-cell": { display: "flex", alignItems: "center", py: 0.75 } }) }}
      />
    </Paper>
  );
}

interface GridQuery<T> {
  data: Page<T> | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

type QueryGridProps<T extends GridValidRowModel> = Omit<PagedGridProps<T>, "data" | "fetching"> & {
  query: GridQuery<T>;
  /** e.g. 'No fue posible cargar los horarios.' */
  loadError: string;
  /** Shown instead of the table when there is nothing. */
  empty: ReactNode;
};

/** A paged table with its failed-to-load (retry) and empty states. */
export function QueryGrid<T extends GridValidRowModel>({ query, loadError, empty, ...grid }: QueryGridProps<T>) {
  return (
    <>
      {query.isError && !query.data && <LoadError message={loadError} onRetry={() => query.refetch()} />}
      {query.data?.count === 0 ? empty : <PagedGrid data={query.data} fetching={query.isFetching} {...grid} />}
    </>
  );
}
