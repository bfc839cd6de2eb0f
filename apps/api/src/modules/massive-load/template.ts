import { MASSIVE_LOAD_COLUMNS } from "@despacho/domain";
import { csvLine } from "../services/index.js";
import { loadExcel } from "./excel.js";

/** What the template's example row takes from the headquarter: one of its service types, a date to come in its zone. */
export interface TemplateExample {
  typeName: string | null;
  /** "DD/MM/AAAA HH:mm". */
  scheduledAt: string;
}

const exampleRow = ({ typeName, scheduledAt }: TemplateExample) =>
  MASSIVE_LOAD_COLUMNS.map((c) => (c.field === "type" && typeName ? typeName : c.field === "scheduled_at" ? scheduledAt : c.example));
const headers = MASSIVE_LOAD_COLUMNS.map((c) => c.header);

/** The downloadable template: Spanish headers and an example row (spec issue 25). */
export async function massiveTemplate(format: "csv" | "xlsx", example: TemplateExample): Promise<Buffer> {
  if (format === "csv") return Buffer.from(`\uFEFF${csvLine(headers)}${csvLine(exampleRow(example))}`, "utf8");
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet("Servicios");
  sheet.columns = MASSIVE_LOAD_COLUMNS.map((c) => ({ header: c.header, key: c.field, width: Math.max(16, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(exampleRow(example));
  // Phones and pesos stay text: a spreadsheet would drop the "+" of +57… otherwise.
  sheet.getColumn("phone_number").numFmt = "@";
  sheet.getColumn("scheduled_at").numFmt = "@";
  return Buffer.from(await book.xlsx.writeBuffer());
}
