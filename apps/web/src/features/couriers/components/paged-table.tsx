import { TablePagination, Typography } from "@mui/material";
import { PAGE_SIZE } from "@despacho/domain";
import { ResponsiveTable, type TableColumn } from "@shared/ui/responsive-table";

interface PagedTableProps<T> {
  label: string;
  rows: T[] | undefined;
  count: number;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => string;
  columns: TableColumn<T>[];
  empty: string;
}

/** A small table of the courier detail, 10 a page (spec §9 collaborator page size); cards on a narrow screen. */
export function PagedTable<T>({ label, rows, count, page, onPage, rowKey, columns, empty }: PagedTableProps<T>) {
  if (rows?.length === 0 && page === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <>
      <ResponsiveTable label={label} rows={rows} rowKey={rowKey} columns={columns} />
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_event, next) => onPage(next)}
        rowsPerPage={PAGE_SIZE.messengers}
        rowsPerPageOptions={[PAGE_SIZE.messengers]}
        labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${total}`}
      />
    </>
  );
}
