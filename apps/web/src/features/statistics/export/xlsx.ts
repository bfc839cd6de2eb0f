import { saveFile } from "./save-file";
import type { ExportTable } from "./table";

const COP_FORMAT = '"$" #,##0';
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A workbook (exceljs, loaded only when asked) with one sheet per table; bold headers, pesos as COP. */
export async function downloadXlsx(filename: string, tables: ExportTable[]) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.name);
    sheet.columns = table.columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length + 2) }));
    sheet.getRow(1).font = { bold: true };
    sheet.addRows(table.rows);
    table.columns.forEach((c, i) => {
      if (c.money) sheet.getColumn(i + 1).numFmt = COP_FORMAT;
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), filename);
}
