import { TablePagination, Typography } from "@mui/material";
import { PAGE_SIZE } from "@despacho/domain";
import { displayedRows } from "@shared/format/displayed-rows";
import { ResponsiveTable, type TableColumn } from "@shared/ui/responsive-table";

interface PagedTableProps<T> {
  label: string;
  rows: T[] | undefined;
  count: number;
  /** The count stopped at a cap: more match (count_capped). */
  countCapped?: boolean;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => string;
  columns: TableColumn<T>[];
  empty: string;
}

/** A small table of the courier detail, 10 a page (spec §9 collaborator page size); cards on a narrow screen. */
export function PagedTable<T>({ label, rows, count, countCapped, page, onPage, rowKey, columns, empty }: PagedTableProps<T>) {
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
        labelDisplayedRows={({ from, to, count: total }) => displayedRows(from, to, total, countCapped)}
      />
    </>
  );
}
