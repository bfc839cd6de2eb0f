import { Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from "@mui/material";
import { MESSENGERS_PAGE_SIZE } from "@despacho/domain";
import type { ReactNode } from "react";

export interface PagedColumn<T> {
  header: string;
  align?: "left" | "right";
  cell: (row: T) => ReactNode;
}

interface PagedTableProps<T> {
  label: string;
  rows: T[] | undefined;
  count: number;
  page: number;
  onPage: (page: number) => void;
  rowKey: (row: T) => string;
  columns: PagedColumn<T>[];
  empty: string;
}

/** A small table of the courier detail, 10 a page (spec §9 collaborator page size). */
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
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        onPageChange={(_event, next) => onPage(next)}
        rowsPerPage={MESSENGERS_PAGE_SIZE}
        rowsPerPageOptions={[MESSENGERS_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count: total }) => `${from}–${to} de ${total}`}
      />
    </>
  );
}
