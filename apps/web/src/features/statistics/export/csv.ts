import { saveFile } from "./save-file";
import type { ExportTable } from "./table";

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** One table as CSV (UTF-8 with a BOM so a spreadsheet reads the accents). */
export function downloadCsv(filename: string, table: ExportTable) {
  const lines = [table.columns.map((c) => cell(c.header)), ...table.rows.map((row) => row.map(cell))].map((line) => line.join(","));
  saveFile(new Blob([`\uFEFF${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" }), filename);
}
