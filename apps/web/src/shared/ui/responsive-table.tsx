import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery, useTheme } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

export interface TableColumn<T> {
  header: string;
  align?: "left" | "right";
  /** Styles of the column's cells in the table (a code in monospace, a date that must not wrap). */
  sx?: SxProps<Theme>;
  cell: (row: T) => ReactNode;
}

interface ResponsiveTableProps<T> {
  label: string;
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  columns: TableColumn<T>[];
}

/** On a narrow screen each row is a small card of "header: value" lines: five columns do not fit 390 px. */
function PhoneRows<T>({ label, rows, rowKey, columns }: ResponsiveTableProps<T>) {
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

/** A small table, cards on a narrow screen. The table box takes the keyboard focus in case it still scrolls
 * sideways (axe scrollable-region-focusable). */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { label, rows, rowKey, columns } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down("md"));
  if (phone) return <PhoneRows {...props} />;
  return (
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
                <TableCell key={column.header} align={column.align} sx={column.sx}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
