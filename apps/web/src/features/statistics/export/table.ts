/** A column to export: its Spanish header and its value for each row (pesos as plain numbers). */
export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
  /** Pesos: the spreadsheet formats the cell as COP without decimals. */
  money?: boolean;
  width?: number;
}

/** A table ready for a file: headers and the rows' values. */
export interface ExportTable {
  name: string;
  columns: Omit<ExportColumn<never>, "value">[];
  rows: (string | number)[][];
}

/** Rows of any shape as a table of values, under the columns' headers. */
export const tabulate = <T>(name: string, columns: ExportColumn<T>[], rows: T[]): ExportTable => ({
  name,
  columns: columns.map(({ header, money, width }) => ({ header, money, width })),
  rows: rows.map((row) => columns.map((c) => c.value(row))),
});
