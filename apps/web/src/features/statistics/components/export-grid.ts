import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { formatCop } from "@shared/format/money";
import type { ExportColumn } from "../export/table";

/** The table on screen from the export's columns: same headers and values, pesos as COP. */
export const gridColumns = <T extends GridValidRowModel>(columns: ExportColumn<T>[]): GridColDef<T>[] =>
  columns.map((c, i) => ({
    field: `c${i}`,
    headerName: c.header,
    minWidth: Math.max((c.width ?? 12) * 8, c.header.length * 9 + 40),
    flex: c.width && c.width > 20 ? 1 : undefined,
    align: c.money ? "right" : undefined,
    headerAlign: c.money ? "right" : undefined,
    valueGetter: (_: unknown, row: T) => c.value(row),
    valueFormatter: c.money ? (value: string | number) => (typeof value === "number" ? formatCop(value) : value) : undefined,
  }));
