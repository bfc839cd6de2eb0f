import { Paper } from "@mui/material";
import { DataGrid, type GridColDef, type GridValidRowModel } from "@mui/x-data-grid";
import { esES } from "@mui/x-data-grid/locales";
import type { Page } from "@despacho/domain";

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
}

/** A list paged on the server, as tall as its rows (which grow with their text), in Spanish. */
export function PagedGrid<T extends GridValidRowModel>({ label, data, fetching, columns, pageSize, page, onPage }: PagedGridProps<T>) {
  return (
    <Paper variant="outlined">
      <DataGrid
        aria-label={label}
        rows={data?.results ?? []}
        columns={columns}
        loading={fetching}
        rowCount={data?.count ?? 0}
        paginationMode="server"
        pageSizeOptions={[pageSize]}
        paginationModel={{ page, pageSize }}
        onPaginationModelChange={(model) => onPage(model.page)}
        getRowHeight={() => "auto"}
        autoHeight
        disableColumnFilter
        disableColumnSorting
        disableColumnMenu
        disableRowSelectionOnClick
        localeText={localeText}
        slotProps={{ loadingOverlay: { variant: "linear-progress" } }}
        sx={{ border: 0, "& .MuiDataGrid-cell": { display: "flex", alignItems: "center", py: 0.75 } }}
      />
    </Paper>
  );
}
