import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { PAGE_SIZE } from "@despacho/domain";
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

/** On a narrow screen each row is a small card of "header: value" lines: five columns do not fit 390 px. */
function PhoneRows<T>({ label, rows, rowKey, columns }: Pick<PagedTableProps<T>, "label" | "rows" | "rowKey" | "columns">) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
      {rows?.map((row) => (
        <Box component="li" key={rowKey(row)} sx={{ borderBottom: 1, borderColor: "divider", pb: 1 }}>
          <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: 2 }}>
            {columns.map((column) => (
              <Box key={column.header} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {column.header}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                  {column.cell(row)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A small table of the courier detail, 10 a page (spec §9 collaborator page size); cards on a narrow screen.
 * The table box takes the keyboard focus in case it still scrolls sideways (axe scrollable-region-focusable). */
export function PagedTable<T>({ label, rows, count, page, onPage, rowKey, columns, empty }: PagedTableProps<T>) {
  const phone = useMediaQuery(useTheme().breakpoints.down("md"));
  if (rows?.length === 0 && page === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <>
      {phone ? (
        <PhoneRows label={label} rows={rows} rowKey={rowKey} columns={columns} />
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={label}>
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
      )}
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
