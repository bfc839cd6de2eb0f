import { Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from "@mui/material";
import { formatCop } from "@shared/format/money";
import type { ExportColumn } from "../export/table";

const shown = (value: string | number, money?: boolean) => (money && typeof value === "number" ? formatCop(value) : value);

/** A small report table from the export's columns (same headers and values), with an optional total row. */
export function ExportTableView<T>({ label, columns, rows, total }: { label: string; columns: ExportColumn<T>[]; rows: T[]; total?: T }) {
  return (
    // A region of its own that takes the focus: it scrolls (sideways on a phone) from the keyboard too.
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell
                key={c.header}
                align={typeof c.value === "function" && c.money ? "right" : "left"}
                sx={{ fontWeight: 600, whiteSpace: "nowrap" }}
              >
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: report rows are shown once, in order, and never edited
            <TableRow key={i} hover>
              {columns.map((c) => (
                <TableCell key={c.header} align={c.money ? "right" : "left"} sx={{ whiteSpace: "nowrap" }}>
                  {shown(c.value(row), c.money)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {total && (
          <TableFooter>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  align={c.money ? "right" : "left"}
                  sx={{ fontWeight: 600, color: "text.primary", whiteSpace: "nowrap" }}
                >
                  {shown(c.value(total), c.money)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
