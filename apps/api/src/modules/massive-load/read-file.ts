import type ExcelJS from "exceljs";
import Papa from "papaparse";
import {
  isBlankRow,
  MASSIVE_LOAD_MESSAGES as M,
  MASSIVE_LOAD_ROWS_MAX,
  type MassiveRowData,
  readHeader,
  rowFromCells,
} from "@despacho/domain";
import { AppError } from "../../errors.js";
import { loadExcel } from "./excel.js";

/** A line of the file under the template's columns; `line` counts the header as 1, as a spreadsheet shows it. */
export interface FileLine {
  line: number;
  data: MassiveRowData;
}

const refuse = (message: string) => new AppError("VALIDATION", message, [{ field: "file", message }]);

// An XLSX is a ZIP archive: it starts with "PK\x03\x04".
const isXlsx = (content: Buffer) => content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
const UTF8_BOM = "\uFEFF";

/** The text of an XLSX cell as a person reads it (a formula's result, rich text joined, a date as ISO). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "object") return String(value);
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("text" in value) return String(value.text);
  if ("result" in value) return value.result === undefined ? "" : cellText(value.result as ExcelJS.CellValue);
  return "";
}

async function xlsxLines(content: Buffer): Promise<unknown[][]> {
  const book = new (await loadExcel()).Workbook();
  // exceljs types its Buffer before Node 20's generic one.
  await book.xlsx.load(content as unknown as ArrayBuffer).catch(() => {
    throw refuse(M.unreadable);
  });
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse(M.noRows);
  const lines: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    lines[number - 1] = cells;
  });
  return Array.from(lines, (line) => line ?? []);
}

const DELIMITERS = [";", ",", "\t"] as const;
/** Excel in Spanish writes ';' between cells, others ',' or a tab: the one the header line uses most. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const uses = (d: string) => header.split(d).length;
  return DELIMITERS.reduce((best, d) => (uses(d) > uses(best) ? d : best));
}

function csvLines(content: Buffer): unknown[][] {
  let text = content.toString("utf8");
  if (text.startsWith(UTF8_BOM)) text = text.slice(1);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: delimiterOf(text) });
  if (parsed.errors.some((e) => e.type === "Quotes")) throw refuse(M.unreadable);
  return parsed.data;
}

/** The file's service lines (CSV or XLSX by its first bytes), blank ones left out; the template's header first. */
export async function readMassiveFile(content: Buffer): Promise<FileLine[]> {
  const lines = isXlsx(content) ? await xlsxLines(content) : csvLines(content);
  const headerAt = lines.findIndex((cells) => !isBlankRow(cells));
  if (headerAt < 0) throw refuse(M.noRows);
  const { fields, missing } = readHeader(lines[headerAt].map((c) => String(c ?? "")));
  if (missing.length > 0) throw refuse(M.missingColumns(missing));
  const rows: FileLine[] = [];
  for (let i = headerAt + 1; i < lines.length; i++) {
    if (isBlankRow(lines[i])) continue;
    if (rows.length === MASSIVE_LOAD_ROWS_MAX) throw refuse(M.tooManyRows);
    rows.push({ line: i + 1, data: rowFromCells(fields, lines[i]) });
  }
  if (rows.length === 0) throw refuse(M.noRows);
  return rows;
}

/** spec: only CSV (UTF-8 text) or XLSX; anything else (an image, a PDF, an old .xls) is refused before a job starts. */
export function assertSpreadsheet(content: Buffer) {
  if (isXlsx(content)) return;
  const head = content.subarray(0, 4096);
  if (head.includes(0) || !isUtf8(head)) throw refuse(M.fileType);
}

function isUtf8(bytes: Buffer): boolean {
  try {
    // stream: a character cut at the end of the sample is not an error.
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}
