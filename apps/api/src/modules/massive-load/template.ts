import ExcelJS from "exceljs";
import { MASSIVE_LOAD_COLUMNS } from "@despacho/domain";
import { csvLine } from "../services/index.js";

/** The template's example row, with one of the headquarter's own service types when it has one. */
const exampleRow = (typeName: string | null) => MASSIVE_LOAD_COLUMNS.map((c) => (c.field === "type" && typeName ? typeName : c.example));
const headers = MASSIVE_LOAD_COLUMNS.map((c) => c.header);

/** The downloadable template: Spanish headers and an example row (spec issue 25). */
export async function massiveTemplate(format: "csv" | "xlsx", typeName: string | null): Promise<Buffer> {
  if (format === "csv") return Buffer.from(`\uFEFF${csvLine(headers)}${csvLine(exampleRow(typeName))}`, "utf8");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Servicios");
  sheet.columns = MASSIVE_LOAD_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: Math.max(16, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow(typeName));
  // Phones and pesos stay text: a spreadsheet would drop the "+" of +57… otherwise.
  sheet.getColumn("phone_number").numFmt = "@";
  return Buffer.from(await book.xlsx.writeBuffer());
}
